import { useQuery } from '@tanstack/react-query';
import { pagedSchema } from '../../../../shared/api-admin';
import { lowRatingSchema } from '../../../../shared/schemas/rating';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/inbox/ratings: visits rated 1 or 2 stars, newest first. */
export const useLowRatings = () =>
  useQuery({
    queryKey: adminKeys.lowRatings(),
    queryFn: () => parsedApi.get('/api/admin/inbox/ratings?size=50', pagedSchema(lowRatingSchema)),
  });
