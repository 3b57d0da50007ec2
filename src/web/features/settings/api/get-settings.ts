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
