import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaymentSchema, pagedSchema } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/payments?status&from&to&page&size. */
const paymentsPage = pagedSchema(adminPaymentSchema);

export const getPayments = (params: { status?: string; page?: number; size?: number }) =>
  parsedApi.get(`/api/admin/payments${toQueryString(params)}`, paymentsPage);

export const usePayments = (params: { status?: string; page?: number; size?: number }) =>
  useQuery({
    queryKey: adminKeys.paymentList(params),
    queryFn: () => getPayments(params),
    placeholderData: keepPreviousData,
  });
