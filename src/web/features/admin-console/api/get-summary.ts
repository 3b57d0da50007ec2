import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminSummarySchema } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';

/** GET /api/admin/summary: today's figures, this month's revenue, bookings per day. */
export const getSummary = () => api.getParsed('/api/admin/summary', adminSummarySchema);

export const useSummary = () =>
  useQuery({ queryKey: adminKeys.summary(), queryFn: getSummary, refetchInterval: 30_000 });
