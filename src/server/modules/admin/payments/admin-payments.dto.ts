import type { AdminPaymentDto } from '../../../../shared/api-admin';
import { bookingReference } from '../../../../shared/booking-reference';
import type { AdminPaymentRow } from './admin-payments.repository';

export const toAdminPaymentDto = ({
  payment: p,
  booking,
  customer,
  refundInFlightPaise,
  refundInFlightSent,
}: AdminPaymentRow): AdminPaymentDto => ({
  id: p.id,
  bookingId: p.bookingId,
  bookingReference: bookingReference(p.bookingId),
  customerName: booking.customerName || customer.name,
  customerEmail: booking.customerEmail || customer.email,
  provider: p.provider,
  orderId: p.orderId,
  paymentId: p.paymentId,
  amountPaise: p.amountPaise,
  currency: p.currency,
  method: p.method,
  status: p.status,
  refundId: p.refundId,
  refundInFlight: refundInFlightPaise
    ? { amountPaise: refundInFlightPaise, state: refundInFlightSent ? 'pending' : 'requested' }
    : null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
