import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayoutReportDto } from '../../../../shared/schemas/earnings';
import { api, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-store';

const query = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** GET /api/admin/payouts?from&to: per cleaner, jobs, hours, tips and stars. */
export const usePayouts = (from: string, to: string) =>
  useQuery({
    queryKey: ['admin', 'payouts', from, to],
    queryFn: () =>
      api.get<{ data: PayoutReportDto }>(`/api/admin/payouts?${query(from, to)}`).then((r) => r.data),
    enabled: !!from && !!to && from <= to,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/payouts.csv with the admin's token, saved as a file (a plain link could not send it). */
export async function downloadPayoutsCsv(from: string, to: string) {
  const token = getToken();
  const res = await fetch(`/api/admin/payouts.csv?${query(from, to)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError('http', res.status, (await res.json().catch(() => null))?.message ?? '');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `chamak-payouts-${from}-to-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
