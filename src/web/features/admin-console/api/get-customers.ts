import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminCustomerDto, Paged } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';

/** GET /api/admin/customers?search&page&size. */
export const getCustomers = (q: { search?: string; page?: number; size?: number }) =>
  api.get<{ data: Paged<AdminCustomerDto> }>(`/api/admin/customers${toQueryString(q)}`).then((r) => r.data);

export const useCustomers = (q: { search?: string; page?: number; size?: number }) =>
  useQuery({
    queryKey: adminKeys.customers(q),
    queryFn: () => getCustomers(q),
    placeholderData: keepPreviousData,
  });
