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
