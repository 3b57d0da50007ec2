import { useQuery } from '@tanstack/react-query';
import { pagedSchema } from '../../../../shared/api-admin';
import { lowRatingSchema } from '../../../../shared/schemas/rating';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/inbox/ratings: visits rated 1 or 2 stars, newest first. */
export const useLowRatings = () =>
  useQuery({
    queryKey: adminKeys.lowRatings(),
    queryFn: () => api.getParsed('/api/admin/inbox/ratings?size=50', pagedSchema(lowRatingSchema)),
  });
