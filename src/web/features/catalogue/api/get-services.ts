import type { ServiceDto } from '../../../../shared/api';
import { api } from '../../../lib/api-client';
import { createResource, useResource, type ResourceResult } from '../../../lib/resource';

/** GET /api/services: the active catalogue, the only source of prices (admin changes show everywhere). */
export const getServices = () =>
  api
    .get<{ data: { services: ServiceDto[] } }>('/api/services', { auth: false })
    .then((r) => r.data.services);

/** One cached list for every page, fresh for five minutes. */
export const servicesResource = createResource(getServices, { staleMs: 5 * 60_000 });

/** Every active service with its packages and add-ons. */
export function useServices() {
  return useResource(servicesResource);
}

/** One service by slug, read from the cached list. */
export function useService(slug: string): ResourceResult<ServiceDto | null> {
  const services = useServices();
  if (services.data === undefined) return services;
  return { ...services, data: services.data.find((s) => s.slug === slug) ?? null };
}
