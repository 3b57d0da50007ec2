import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../shared/api';
import { api } from '../../../lib/api-client';

export const getSettings = () =>
  api.get<{ data: PublicSettings }>('/api/settings', { auth: false }).then((r) => r.data);

export const settingsQueryKey = ['settings'] as const;

/** Company name, phone, email, address and switches, from the server's configuration. */
export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: getSettings, staleTime: Infinity });
}

/**
 * The i18next context of texts that speak of GST ('gst' selects `key_gst`): only a company with a GSTIN
 * charges GST, so without one the texts say nothing of it.
 */
export function useGstContext(): { context?: 'gst' } {
  return useSettings().data?.gstin ? { context: 'gst' } : {};
}
