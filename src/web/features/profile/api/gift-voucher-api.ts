import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftVoucherRedeemedSchema } from '../../../../shared/api-gift-vouchers';
import { parsedApi } from '../../../lib/api-parse';
import { paymentKeys } from '../../payment/api/payment-keys';

/** POST /api/gift-vouchers/redeem: a voucher's code into credits, once; the balance is read again after. */
export const redeemGiftVoucher = (code: string) =>
  parsedApi.post('/api/gift-vouchers/redeem', { code }, giftVoucherRedeemedSchema);

export function useRedeemGiftVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.credits() }),
  });
}
