import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payoutReportSchema } from '../../../../shared/schemas/earnings';
import { downloadByLink } from '../../../lib/download-file';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

const query = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** GET /api/admin/payouts?from&to: per cleaner, jobs, hours, tips and stars. */
export const usePayouts = (from: string, to: string) =>
  useQuery({
    queryKey: adminKeys.payouts(from, to),
    queryFn: () => parsedApi.get(`/api/admin/payouts?${query(from, to)}`, payoutReportSchema),
    enabled: !!from && !!to && from <= to,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/payouts.csv, saved straight to disk through a one-time link. */
export const downloadPayoutsCsv = (from: string, to: string) =>
  downloadByLink(`/api/admin/payouts.csv?${query(from, to)}`, `chamak-payouts-${from}-to-${to}.csv`);
