import { useQuery } from '@tanstack/react-query';
import type { TipDto, TipOrderDto } from '../../../../shared/api-after-visit';
import type { SandboxCheckoutResult } from '../../../../shared/api-payments';
import { api } from '../../../lib/api-client';
import { afterVisitKeys } from './after-visit-keys';

/** GET /api/bookings/:id/tips: the visit's tips with their receipts. */
export const useTips = (bookingId: string, enabled = true) =>
  useQuery({
    queryKey: afterVisitKeys.tips(bookingId),
    queryFn: () =>
      api.get<{ data: { tips: TipDto[] } }>(`/api/bookings/${bookingId}/tips`).then((r) => r.data.tips),
    enabled,
  });

/** POST /api/bookings/:id/tips: the tip's own provider order. */
export const createTipOrder = (bookingId: string, amountPaise: number) =>
  api.post<{ data: TipOrderDto }>(`/api/bookings/${bookingId}/tips`, { amountPaise }).then((r) => r.data);

/** POST /api/tips/sandbox/checkout: the built-in sandbox plays the customer's UPI app. */
export const tipSandboxCheckout = (orderId: string, outcome: 'success' | 'failure') =>
  api
    .post<{ data: SandboxCheckoutResult }>('/api/tips/sandbox/checkout', { orderId, method: 'upi', outcome })
    .then((r) => r.data);

/** POST /api/tips/verify: the checkout's signature, checked by the server. */
export const verifyTip = (proof: {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}) => api.post<{ data: { tip: TipDto } }>('/api/tips/verify', proof).then((r) => r.data.tip);
