import { useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/api-admin';
import type { LowRatingDto } from '../../../../shared/schemas/rating';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/inbox/ratings: visits rated 1 or 2 stars, newest first. */
export const useLowRatings = () =>
  useQuery({
    queryKey: adminKeys.lowRatings(),
    queryFn: () =>
      api.get<{ data: Paged<LowRatingDto> }>('/api/admin/inbox/ratings?size=50').then((r) => r.data),
  });
