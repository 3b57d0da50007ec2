import { useQuery } from '@tanstack/react-query';
import { cleanerEarningsSchema } from '../../../../shared/schemas/earnings';
import { api } from '../../../lib/api-client';
import { cleanerKeys } from './cleaner-keys';

/** GET /api/cleaner/earnings: this week (Monday–Sunday) and this month, India time. */
export const useMyEarnings = () =>
  useQuery({
    queryKey: cleanerKeys.earnings(),
    queryFn: () => api.getParsed('/api/cleaner/earnings', cleanerEarningsSchema),
  });
