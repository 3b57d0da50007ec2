import { useQuery } from '@tanstack/react-query';
import { cleanerEarningsSchema } from '../../../../shared/schemas/earnings';
import { cleanerKeys } from './cleaner-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/cleaner/earnings: this week (Monday–Sunday) and this month, India time. */
export const useMyEarnings = () =>
  useQuery({
    queryKey: cleanerKeys.earnings(),
    queryFn: () => parsedApi.get('/api/cleaner/earnings', cleanerEarningsSchema),
  });
