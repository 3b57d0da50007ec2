import type { QueryClient } from '@tanstack/react-query';
import type { PublicSettings, ServiceDto } from '../../shared/api';
import { servicesQueryOptions } from '../features/catalogue/api/get-services';
import { settingsQueryKey } from '../features/settings/api/get-settings';

/**
 * The API answers a prerendered page was rendered from, embedded in it as JSON: the browser hydrates
 * from the same data, then asks the API again (an admin may have changed a price since the build).
 */
export interface PrerenderData {
  services: ServiceDto[];
  settings: PublicSettings;
}

export const PRERENDER_DATA_ID = 'prerender-data';

/** A JSON <script> block (not executed, so the CSP allows it); `<` escaped so no text ends it early. */
export function prerenderDataScript(data: PrerenderData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
}

export function readPrerenderData(doc: Document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderData;
  } catch {
    return null;
  }
}

/**
 * Seeded as already stale (updatedAt 0): the build's stand-in ids must never reach a booking, so any
 * code that fetches the catalogue (fetchQuery, a mounting query) asks the API instead of reusing these.
 */
export function seedQueryCache(client: QueryClient, data: PrerenderData) {
  client.setQueryData(servicesQueryOptions.queryKey, data.services, { updatedAt: 0 });
  client.setQueryData(settingsQueryKey, data.settings, { updatedAt: 0 });
}

/** After hydration: fetch both again, so the page shows today's prices and company details. */
export function refreshPrerenderedQueries(client: QueryClient) {
  void client.invalidateQueries({ queryKey: servicesQueryOptions.queryKey });
  void client.invalidateQueries({ queryKey: settingsQueryKey });
}
