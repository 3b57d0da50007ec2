import type { PublicSettings } from '../../../../shared/api';
import { api } from '../../../lib/api-client';
import { createResource, useResource } from '../../../lib/resource';

export const getSettings = () =>
  api.get<{ data: PublicSettings }>('/api/settings', { auth: false }).then((r) => r.data);

/** Changed only by a redeploy: fetched once (a prerendered page's copy once more, after it shows). */
export const settingsResource = createResource(getSettings, { staleMs: Infinity });

/** Company name, phone, email, address and switches, from the server's configuration. */
export function useSettings() {
  return useResource(settingsResource);
}

/**
 * The i18next context of texts that speak of GST ('gst' selects `key_gst`): only a company with a GSTIN
 * charges GST, so without one the texts say nothing of it.
 */
export function useGstContext(): { context?: 'gst' } {
  return useSettings().data?.gstin ? { context: 'gst' } : {};
}
