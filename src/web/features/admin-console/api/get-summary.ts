import { useQuery } from '@tanstack/react-query';
import { adminSummarySchema } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/summary: today's figures, this month's revenue, bookings per day. */
export const getSummary = () => parsedApi.get('/api/admin/summary', adminSummarySchema);

export const useSummary = () =>
  useQuery({ queryKey: adminKeys.summary(), queryFn: getSummary, refetchInterval: 30_000 });
