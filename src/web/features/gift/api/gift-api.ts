import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { giftVoucherDtoSchema, giftVoucherOrderDtoSchema } from '../../../../shared/api-gift-vouchers';
import { sandboxCheckoutResultSchema } from '../../../../shared/api-payments';
import type { CreateGiftVoucherInput } from '../../../../shared/schemas/gift-vouchers';
import { parsedApi } from '../../../lib/api-parse';
import { giftKeys } from './gift-keys';

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

/** GET /api/gift-vouchers: the vouchers the customer bought, newest first (never their codes). */
export const useMyGiftVouchers = () =>
  useQuery({
    queryKey: giftKeys.mine(),
    queryFn: () =>
      parsedApi
        .get('/api/gift-vouchers', z.object({ vouchers: z.array(giftVoucherDtoSchema) }))
        .then((d) => d.vouchers),
  });
