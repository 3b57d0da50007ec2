import { useQuery } from '@tanstack/react-query';
import type { ServiceDto } from '../../../../shared/api';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/services: the whole catalogue, inactive entries included. */
export const getAdminServices = () =>
  api.get<{ data: { services: ServiceDto[] } }>('/api/admin/services').then((r) => r.data.services);

export const useAdminServices = () =>
  useQuery({ queryKey: adminKeys.services(), queryFn: getAdminServices, staleTime: 60_000 });
