import { useQuery } from '@tanstack/react-query';
import type { AdminCityDto } from '../../../../shared/schemas/cities';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/cities: the cities the signed-in staff member works in (every city for the owner). */
export const useAdminCities = () =>
  useQuery({
    queryKey: adminKeys.cities(),
    queryFn: () =>
      api.get<{ data: { cities: AdminCityDto[] } }>('/api/admin/cities').then((r) => r.data.cities),
    staleTime: 60_000,
  });
