import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminCouponDto, CouponRedemptionDto, Paged } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';

/** GET /api/admin/coupons?search&page&size. */
export const getCoupons = (q: { search?: string; page?: number; size?: number }) =>
  api.get<{ data: Paged<AdminCouponDto> }>(`/api/admin/coupons${toQueryString(q)}`).then((r) => r.data);

export const useCoupons = (q: { search?: string; page?: number; size?: number }) =>
  useQuery({
    queryKey: adminKeys.coupons(q),
    queryFn: () => getCoupons(q),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/coupons/:id/redemptions. */
export const getRedemptions = (id: string) =>
  api
    .get<{ data: Paged<CouponRedemptionDto> }>(`/api/admin/coupons/${id}/redemptions?size=100`)
    .then((r) => r.data);

export const useRedemptions = (id: string | null) =>
  useQuery({ queryKey: adminKeys.redemptions(id), queryFn: () => getRedemptions(id!), enabled: !!id });
