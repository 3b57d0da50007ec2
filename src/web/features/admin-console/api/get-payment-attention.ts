import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentAttentionSchema } from '../../../../shared/api-payment-attention';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/payments/attention: disputes, failed or retrying refunds, payments waiting for capture. */
export const getPaymentAttention = () =>
  parsedApi.get('/api/admin/payments/attention', paymentAttentionSchema);

export const paymentAttentionQueryOptions = queryOptions({
  queryKey: adminKeys.paymentAttention(),
  queryFn: getPaymentAttention,
  staleTime: 30_000,
});

export const usePaymentAttention = () => useQuery(paymentAttentionQueryOptions);
