import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGiftVoucherSchema, adminGiftVouchersSchema } from '../../../../shared/api-gift-vouchers';
import type { VoucherAdminState } from '../../../../shared/domain/gift-vouchers';
import { z } from 'zod';
import { parsedApi } from '../../../lib/api-parse';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { toQueryString } from './get-bookings';

export type GiftVouchersQuery = { state?: VoucherAdminState; page?: number; size?: number };

/** GET /api/admin/gift-vouchers?state&page&size: newest first; never a code. */
export const getGiftVouchers = (q: GiftVouchersQuery) =>
  parsedApi.get(`/api/admin/gift-vouchers${toQueryString(q)}`, adminGiftVouchersSchema);

export const useGiftVouchers = (q: GiftVouchersQuery) =>
  useQuery({
    queryKey: adminKeys.giftVouchers(q),
    queryFn: () => getGiftVouchers(q),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/gift-vouchers/:id/refund {reason}: refunded at once, then the payment at the provider. */
export const refundGiftVoucher = ({ id, reason }: { id: string; reason: string }) =>
  parsedApi.post(
    `/api/admin/gift-vouchers/${encodeURIComponent(id)}/refund`,
    { reason },
    z.object({ voucher: adminGiftVoucherSchema }),
  );

export const useRefundGiftVoucher = () =>
  useAdminAction(refundGiftVoucher, (_input, result) =>
    result.voucher.refundStatus === 'failed'
      ? {
          title: 'Voucher refunded; payment refund failed',
          message: 'The code no longer works. The payment provider did not refund the payment: try again.',
        }
      : {
          title: 'Voucher refunded',
          message: 'The code no longer works and the payment is being refunded to the buyer.',
        },
  );
