import { useQuery } from '@tanstack/react-query';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import {
  bookingCollectionSchema,
  cashHeldSchema,
  payRulesSchema,
  type CollectInput,
  type PayRuleInput,
} from '../../../../shared/schemas/collections';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/cash-held: customers' cash each cleaner holds. */
export const useCashHeld = () =>
  useQuery({
    queryKey: adminKeys.cashHeld(),
    queryFn: () => parsedApi.get('/api/admin/cash-held', cashHeldSchema).then((d) => d.cleaners),
  });

/** POST /api/admin/cleaners/:id/cash-handover {amount}: the amount counted must be the amount held. */
export const useCashHandover = () =>
  useAdminAction(
    ({ cleanerId, amount }: { cleanerId: string; name: string; amount: number }) =>
      api.post(`/api/admin/cleaners/${cleanerId}/cash-handover`, { amount }),
    (input) => ({
      title: 'Cash handed over',
      message: `${formatRupees(rupeesToPaise(input.amount))} from ${input.name} is with the office.`,
    }),
  );

/** GET /api/admin/pay-rules. */
export const usePayRules = () =>
  useQuery({
    queryKey: adminKeys.payRules(),
    queryFn: () => parsedApi.get('/api/admin/pay-rules', payRulesSchema).then((d) => d.rules),
  });

/** PUT /api/admin/cleaners/:id/pay-rule. */
export const useSetPayRule = () =>
  useAdminAction(
    ({ cleanerId, ...rule }: PayRuleInput & { cleanerId: string; name: string }) =>
      api.put(`/api/admin/cleaners/${cleanerId}/pay-rule`, { kind: rule.kind, rate: rule.rate }),
    (input) => ({ title: 'Pay rule saved', message: `${input.name}'s pay rule is updated.` }),
  );

/** GET /api/bookings/:id/collection: how a pay-after-service booking was paid, by whom, when. */
export const useBookingCollection = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.collection(bookingId),
    queryFn: () => parsedApi.get(`/api/bookings/${bookingId}/collection`, bookingCollectionSchema),
  });

/** POST /api/bookings/:id/collect by an admin: the customer's cash or UPI recorded outside Complete. */
export const useRecordPayment = () =>
  useAdminAction(
    ({ bookingId, ...input }: CollectInput & { bookingId: string }) =>
      api.post(`/api/bookings/${bookingId}/collect`, input),
    (input) => ({
      title: 'Payment recorded',
      message: `${formatRupees(rupeesToPaise(input.amount))} by ${input.method === 'cash' ? 'cash' : 'UPI'}; the receipt is issued.`,
    }),
  );
