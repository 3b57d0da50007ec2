import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCouponSchema, couponRedemptionSchema, pagedSchema } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

const couponsPage = pagedSchema(adminCouponSchema);
const redemptionsPage = pagedSchema(couponRedemptionSchema);

/** GET /api/admin/coupons?search&page&size. */
export const getCoupons = (q: { search?: string; page?: number; size?: number }) =>
  parsedApi.get(`/api/admin/coupons${toQueryString(q)}`, couponsPage);

export const useCoupons = (q: { search?: string; page?: number; size?: number }) =>
  useQuery({
    queryKey: adminKeys.coupons(q),
    queryFn: () => getCoupons(q),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/coupons/:id/redemptions. */
export const getRedemptions = (id: string) =>
  parsedApi.get(`/api/admin/coupons/${id}/redemptions?size=100`, redemptionsPage);

export const useRedemptions = (id: string | null) =>
  useQuery({ queryKey: adminKeys.redemptions(id), queryFn: () => getRedemptions(id!), enabled: !!id });
