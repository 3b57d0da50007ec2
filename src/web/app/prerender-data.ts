import type { PublicSettings, ServiceDto } from '../../shared/api';
import { servicesResource } from '../features/catalogue/api/get-services';
import { settingsResource } from '../features/settings/api/get-settings';

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
 * Seeded as stale: the build's stand-in ids must never reach a booking, so the first page that shows
 * them (after hydration) or code that needs them (the booking form's loader) asks the API again, and
 * the page then shows today's prices and company details.
 */
export function seedPublicData(data: PrerenderData) {
  servicesResource.seed(data.services);
  settingsResource.seed(data.settings);
}
