import { useQuery } from '@tanstack/react-query';
import { adminCustomerDetailSchema } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/customers/:id: the customer with their bookings and payments. */
export const getCustomer = (id: string) =>
  parsedApi.get(`/api/admin/customers/${id}`, adminCustomerDetailSchema);

export const useCustomer = (id: string) =>
  useQuery({ queryKey: adminKeys.customer(id), queryFn: () => getCustomer(id) });
