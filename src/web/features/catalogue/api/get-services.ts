import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceDto } from '../../../../shared/api';
import { api } from '../../../lib/api-client';

/** GET /api/services: the active catalogue, the only source of prices (admin changes show everywhere). */
export const getServices = () =>
  api
    .get<{ data: { services: ServiceDto[] } }>('/api/services', { auth: false })
    .then((r) => r.data.services);

export const servicesQueryOptions = queryOptions({
  queryKey: ['services'],
  queryFn: getServices,
  staleTime: 5 * 60_000,
});

/** Every active service with its packages and add-ons (one cached list for every page). */
export function useServices() {
  return useQuery(servicesQueryOptions);
}

/** One service by slug, read from the cached list. */
export function useService(slug: string) {
  return useQuery({
    ...servicesQueryOptions,
    select: (services: ServiceDto[]) => services.find((s) => s.slug === slug) ?? null,
  });
}
