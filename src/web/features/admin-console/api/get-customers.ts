import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCustomerSchema, pagedSchema } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

const customersPage = pagedSchema(adminCustomerSchema);

/** GET /api/admin/customers?search&page&size. */
export const getCustomers = (q: { search?: string; page?: number; size?: number }) =>
  parsedApi.get(`/api/admin/customers${toQueryString(q)}`, customersPage);

export const useCustomers = (q: { search?: string; page?: number; size?: number }) =>
  useQuery({
    queryKey: adminKeys.customers(q),
    queryFn: () => getCustomers(q),
    placeholderData: keepPreviousData,
  });
