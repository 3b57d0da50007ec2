import { useQuery } from '@tanstack/react-query';
import { planDiscountsDtoSchema } from '../../../../shared/api-series';
import type { PlanDiscountsInput } from '../../../../shared/schemas/series';
import { api } from '../../../lib/api-client';
import { parsedApi } from '../../../lib/api-parse';
import { bookingFlowKeys } from '../../booking/api/booking-flow-keys';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';

/** GET /api/plans/discounts: the owner's table, as the booking form reads it. */
export const usePlanDiscountsTable = () =>
  useQuery({
    queryKey: adminKeys.planDiscounts(),
    queryFn: () => parsedApi.get('/api/plans/discounts', planDiscountsDtoSchema),
  });

/** PUT /api/admin/plans/discounts (prices); the booking form's copy goes stale with it. */
export const useSavePlanDiscounts = () =>
  useAdminAction(
    (input: PlanDiscountsInput) => api.put('/api/admin/plans/discounts', input),
    () => ({ title: 'Plan discounts saved', message: 'New plans get these discounts on every visit.' }),
    [bookingFlowKeys.planDiscounts()],
  );
