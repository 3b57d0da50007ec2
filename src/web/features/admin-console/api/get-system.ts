import { useQuery } from '@tanstack/react-query';
import type { SystemStatusDto } from '../../../../shared/api-system';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/system: versions, queues, jobs and providers (the owner's System page). */
export const getSystem = () => api.get<{ data: SystemStatusDto }>('/api/admin/system').then((r) => r.data);

export const useSystem = () =>
  useQuery({ queryKey: adminKeys.system(), queryFn: getSystem, refetchInterval: 30_000 });
