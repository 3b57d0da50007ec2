import type { ServiceDto } from '../../../../shared/api';
import { api } from '../../../lib/api-client';
import { createResource, useResource, type ResourceResult } from '../../../lib/resource';
import { chosenCity, citiesResource, onCityChange, withCityPrices } from '../../cities';

/** GET /api/services: the active catalogue, the only source of prices (admin changes show everywhere). */
export const getServices = async () => {
  // The chosen city's prices where they differ (decision 051); the booking is priced by its PIN's city.
  const city = chosenCity();
  const [services, cities] = await Promise.all([
    api
      .get<{ data: { services: ServiceDto[] } }>('/api/services', { auth: false })
      .then((r) => r.data.services),
    city ? citiesResource.ensure().catch(() => undefined) : undefined,
  ]);
  return withCityPrices(
    services,
    cities?.find((c) => c.slug === city),
  );
};

/** One cached list for every page, fresh for five minutes. */
export const servicesResource = createResource(getServices, { staleMs: 5 * 60_000 });
// Another city's prices: read again (the pages showing prices re-render with them).
onCityChange(() => servicesResource.invalidate());

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
