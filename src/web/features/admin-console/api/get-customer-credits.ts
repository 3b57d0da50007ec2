import { useQuery } from '@tanstack/react-query';
import { adminCreditsDtoSchema } from '../../../../shared/api-credits';
import { parsedApi } from '../../../lib/api-parse';
import { adminKeys } from './admin-keys';

/** GET /api/admin/customers/:id/credits: the customer's balance and ledger, and the caller's goodwill limit. */
export const getCustomerCredits = (id: string) =>
  parsedApi.get(`/api/admin/customers/${id}/credits`, adminCreditsDtoSchema);

export const useCustomerCredits = (id: string) =>
  useQuery({ queryKey: adminKeys.customerCredits(id), queryFn: () => getCustomerCredits(id) });
