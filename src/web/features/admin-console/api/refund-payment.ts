import { formatRupees } from '../../../../shared/money';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /api/admin/payments/:id/refund {amountPaise}. */
export const refundPayment = ({ paymentId, amountPaise }: { paymentId: string; amountPaise: number }) =>
  api.post(`/api/admin/payments/${paymentId}/refund`, { amountPaise });

export const useRefundPayment = () =>
  useAdminAction(refundPayment, (input) => ({
    title: 'Refund started',
    message: `${formatRupees(input.amountPaise)} is on its way back to the customer.`,
  }));
