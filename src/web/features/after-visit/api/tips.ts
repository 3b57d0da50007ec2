import { useQuery } from '@tanstack/react-query';
import { bookingTipsSchema, tipOrderDtoSchema, verifiedTipSchema } from '../../../../shared/api-after-visit';
import { sandboxCheckoutResultSchema } from '../../../../shared/api-payments';
import { afterVisitKeys } from './after-visit-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/bookings/:id/tips: the visit's tips with their receipts. */
export const useTips = (bookingId: string, enabled = true) =>
  useQuery({
    queryKey: afterVisitKeys.tips(bookingId),
    queryFn: () => parsedApi.get(`/api/bookings/${bookingId}/tips`, bookingTipsSchema).then((d) => d.tips),
    enabled,
  });

/** POST /api/bookings/:id/tips: the tip's own provider order. */
export const createTipOrder = (bookingId: string, amountPaise: number) =>
  parsedApi.post(`/api/bookings/${bookingId}/tips`, { amountPaise }, tipOrderDtoSchema);

/** POST /api/tips/sandbox/checkout: the built-in sandbox plays the customer's UPI app. */
export const tipSandboxCheckout = (orderId: string, outcome: 'success' | 'failure') =>
  parsedApi.post(
    '/api/tips/sandbox/checkout',
    { orderId, method: 'upi', outcome },
    sandboxCheckoutResultSchema,
  );

/** POST /api/tips/verify: the checkout's signature, checked by the server. */
export const verifyTip = (proof: {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}) => parsedApi.post('/api/tips/verify', proof, verifiedTipSchema).then((d) => d.tip);
