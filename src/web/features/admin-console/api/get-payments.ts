import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminPaymentDto, Paged } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';

/** GET /api/admin/payments?status&from&to&page&size. */
export const getPayments = (params: { status?: string; page?: number; size?: number }) =>
  api
    .get<{ data: Paged<AdminPaymentDto> }>(`/api/admin/payments${toQueryString(params)}`)
    .then((r) => r.data);

export const usePayments = (params: { status?: string; page?: number; size?: number }) =>
  useQuery({
    queryKey: adminKeys.paymentList(params),
    queryFn: () => getPayments(params),
    placeholderData: keepPreviousData,
  });
