import { useQuery } from '@tanstack/react-query';
import type { CleanerEarningsDto } from '../../../../shared/schemas/earnings';
import { api } from '../../../lib/api-client';
import { cleanerKeys } from './cleaner-keys';

/** GET /api/cleaner/earnings: this week (Monday–Sunday) and this month, India time. */
export const useMyEarnings = () =>
  useQuery({
    queryKey: cleanerKeys.earnings(),
    queryFn: () => api.get<{ data: CleanerEarningsDto }>('/api/cleaner/earnings').then((r) => r.data),
  });
