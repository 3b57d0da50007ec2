import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentAttentionDto } from '../../../../shared/api-payment-attention';
import { api } from '../../../lib/api-client';

export const paymentAttentionKey = ['admin', 'payments', 'attention'] as const;

/** GET /api/admin/payments/attention: disputes, failed or retrying refunds, payments waiting for capture. */
export const getPaymentAttention = () =>
  api.get<{ data: PaymentAttentionDto }>('/api/admin/payments/attention').then((r) => r.data);

export const paymentAttentionQueryOptions = queryOptions({
  queryKey: paymentAttentionKey,
  queryFn: getPaymentAttention,
  staleTime: 30_000,
});

export const usePaymentAttention = () => useQuery(paymentAttentionQueryOptions);
