import { useQuery } from '@tanstack/react-query';
import type { SystemStatusDto } from '../../../../shared/api-system';
import { api } from '../../../lib/api-client';

/** GET /api/admin/system: versions, queues, jobs and providers (the owner's System page). */
export const getSystem = () => api.get<{ data: SystemStatusDto }>('/api/admin/system').then((r) => r.data);

export const useSystem = () =>
  useQuery({ queryKey: ['admin', 'system'], queryFn: getSystem, refetchInterval: 30_000 });
