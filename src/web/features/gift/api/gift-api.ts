import { z } from 'zod';
import { giftVoucherDtoSchema, giftVoucherOrderDtoSchema } from '../../../../shared/api-gift-vouchers';
import { sandboxCheckoutResultSchema } from '../../../../shared/api-payments';
import type { CreateGiftVoucherInput } from '../../../../shared/schemas/gift-vouchers';
import { parsedApi } from '../../../lib/api-parse';

/** POST /api/gift-vouchers: the voucher's own provider order. */
export const createGiftVoucherOrder = (input: CreateGiftVoucherInput) =>
  parsedApi.post('/api/gift-vouchers', input, giftVoucherOrderDtoSchema);

/** POST /api/gift-vouchers/sandbox/checkout: the built-in sandbox plays the customer's UPI app. */
export const giftVoucherSandboxCheckout = (orderId: string, outcome: 'success' | 'failure') =>
  parsedApi.post(
    '/api/gift-vouchers/sandbox/checkout',
    { orderId, method: 'upi', outcome },
    sandboxCheckoutResultSchema,
  );

/** POST /api/gift-vouchers/verify: the checkout's signature, checked by the server. */
export const verifyGiftVoucher = (proof: {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}) =>
  parsedApi
    .post('/api/gift-vouchers/verify', proof, z.object({ voucher: giftVoucherDtoSchema }))
    .then((d) => d.voucher);
