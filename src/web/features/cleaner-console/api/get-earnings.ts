import { useQuery } from '@tanstack/react-query';
import type { CleanerEarningsDto } from '../../../../shared/schemas/earnings';
import { api } from '../../../lib/api-client';

/** GET /api/cleaner/earnings: this week (Monday–Sunday) and this month, India time. */
export const useMyEarnings = () =>
  useQuery({
    queryKey: ['cleaner', 'earnings'],
    queryFn: () => api.get<{ data: CleanerEarningsDto }>('/api/cleaner/earnings').then((r) => r.data),
  });
