import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentAttentionSchema } from '../../../../shared/api-payment-attention';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/payments/attention: disputes, failed or retrying refunds, payments waiting for capture. */
export const getPaymentAttention = () =>
  api.getParsed('/api/admin/payments/attention', paymentAttentionSchema);

export const paymentAttentionQueryOptions = queryOptions({
  queryKey: adminKeys.paymentAttention(),
  queryFn: getPaymentAttention,
  staleTime: 30_000,
});

export const usePaymentAttention = () => useQuery(paymentAttentionQueryOptions);
