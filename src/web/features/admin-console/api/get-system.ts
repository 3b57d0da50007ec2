import { useQuery } from '@tanstack/react-query';
import { systemStatusSchema } from '../../../../shared/api-system';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/system: versions, queues, jobs and providers (the owner's System page). */
export const getSystem = () => api.getParsed('/api/admin/system', systemStatusSchema);

export const useSystem = () =>
  useQuery({ queryKey: adminKeys.system(), queryFn: getSystem, refetchInterval: 30_000 });
