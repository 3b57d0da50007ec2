import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminCustomerDetailSchema } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';

/** GET /api/admin/customers/:id: the customer with their bookings and payments. */
export const getCustomer = (id: string) =>
  api.getParsed(`/api/admin/customers/${id}`, adminCustomerDetailSchema);

export const useCustomer = (id: string) =>
  useQuery({ queryKey: adminKeys.customer(id), queryFn: () => getCustomer(id) });
