import { useSyncExternalStore } from 'react';
import type { CityDto } from '../../../shared/schemas/cities';
import { api } from '../../lib/api-client';
import { createResource, useResource } from '../../lib/resource';

/** localStorage: the slug of the city the visitor chose (docs/decisions/051-cities.md); absent until they choose. */
export const CITY_KEY = 'city';

/** GET /api/cities: the cities we clean in, their PINs and the package prices that differ there. */
export const citiesResource = createResource(
  () => api.get<{ data: { cities: CityDto[] } }>('/api/cities', { auth: false }).then((r) => r.data.cities),
  { staleMs: 5 * 60_000 },
);

export function useCities() {
  return useResource(citiesResource);
}

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(CITY_KEY);
  } catch {
    return null;
  }
}

/** The chosen city's slug, or null before the visitor chooses. */
export const chosenCity = read;

/** Remembers the city; the prices shown follow (the catalogue is read again with its prices). */
export function chooseCity(slug: string) {
  try {
    localStorage.setItem(CITY_KEY, slug);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  memory = slug;
  listeners.forEach((l) => l());
}

let memory: string | null = null;

/** Calls `listener` whenever the visitor chooses a city (the catalogue reads its prices again). */
export function onCityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChosenCity(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => memory ?? read(),
    () => null,
  );
}

/** The chosen city's own prices laid over the catalogue's (packages it has none for keep theirs). */
export function withCityPrices<S extends { packages: { _id: string; price: number }[] }>(
  services: S[],
  city: Pick<CityDto, 'prices'> | undefined,
): S[] {
  if (!city || Object.keys(city.prices).length === 0) return services;
  return services.map((s) => ({
    ...s,
    packages: s.packages.map((p) =>
      city.prices[p._id] === undefined ? p : { ...p, price: city.prices[p._id]! },
    ),
  }));
}
