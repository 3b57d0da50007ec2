import { useQuery } from '@tanstack/react-query';
import { systemStatusSchema } from '../../../../shared/api-system';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/system: versions, queues, jobs and providers (the owner's System page). */
export const getSystem = () => parsedApi.get('/api/admin/system', systemStatusSchema);

export const useSystem = () =>
  useQuery({ queryKey: adminKeys.system(), queryFn: getSystem, refetchInterval: 30_000 });
