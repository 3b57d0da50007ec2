import { useQuery } from '@tanstack/react-query';
import { adminServicesSchema } from '../../../../shared/api-admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/services: the whole catalogue, inactive entries included. */
export const getAdminServices = () =>
  api.getParsed('/api/admin/services', adminServicesSchema).then((d) => d.services);

export const useAdminServices = () =>
  useQuery({ queryKey: adminKeys.services(), queryFn: getAdminServices, staleTime: 60_000 });
