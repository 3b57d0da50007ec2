import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { formatDateLong, formatTime12h } from '../../../../shared/domain/time';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../lib/paths';
import { SandboxCheckoutDialog } from '../../../components/sandbox-checkout/sandbox-checkout-dialog';
import { useOnlinePayment } from '../../payment/api/online-payment';
import { paymentAlert } from '../../payment/api/online-payment';
import { completePayment } from '../api/booking-api';

type Method = 'pay_after_service' | 'razorpay_upi' | 'razorpay_qr';
const methods: { value: Method; label: string; note: string }[] = [
  {
    value: 'pay_after_service',
    label: 'Pay After Service',
    note: 'Pay cash/online after service completion',
  },
  {
    value: 'razorpay_upi',
    label: 'UPI Payment',
    note: 'Pay now with any UPI app (Google Pay, PhonePe, Paytm, BHIM)',
  },
  {
    value: 'razorpay_qr',
    label: 'QR Code Payment',
    note: 'Scan a UPI QR code with any UPI app',
  },
];

const inr = (rupees: number) => formatRupeesExact(rupeesToPaise(rupees));

export default function PaymentPage() {
  const navigate = useNavigate();
  const state = useLocation().state as { booking?: BookingDto; totalAmount?: number } | null;
  const [method, setMethod] = useState<Method>('pay_after_service');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payment = useOnlinePayment();
  const booking = state?.booking;
  if (!booking?._id) return <Navigate to={paths.home} replace />;
  // The server charges its own total; the page shows the booking's, never a total passed in by a link.
  const total = booking.totalAmount ?? state?.totalAmount;
  const online = method !== 'pay_after_service';
  const working = busy || payment.busy;
  const alert = error ?? payment.alert;

  async function confirm() {
    if (!booking) return;
    setError(null);
    if (method !== 'pay_after_service') {
      const paid = await payment.pay(booking, method);
      if (paid)
        navigate(paths.bookingConfirmed, {
          state: {
            booking: paid.booking,
            paymentMethod: method,
            paymentId: paid.payment.paymentId,
            paymentSuccess: true,
          },
        });
      return;
    }
    setBusy(true);
    payment.setAlert(null);
    try {
      const confirmed = await completePayment(booking._id, 'pay_after_service');
      navigate(paths.bookingConfirmed, { state: { booking: confirmed, paymentMethod: 'pay_after_service' } });
    } catch (e) {
      setError(paymentAlert(e));
      setBusy(false);
    }
  }

  const a = booking.address;
  const rows: [string, string][] = [
    ['Phone', booking.phoneNumber],
    ['Date', formatDateLong(booking.scheduledDate)],
    ['Time', formatTime12h(booking.scheduledTime)],
    ['Address', `${[a.line1, a.line2, a.city, a.state].filter(Boolean).join(', ')} - ${a.pincode}`],
    ...(booking.instructions ? ([['Instructions', booking.instructions]] as [string, string][]) : []),
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Payment</h1>
      <section
        className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-5"
        aria-labelledby="summary-heading"
      >
        <h2 id="summary-heading" className="text-lg font-semibold">
          Booking Summary
        </h2>
        <div>
          <p className="font-semibold text-slate-900">{booking.serviceId?.name ?? booking.serviceName}</p>
          <p className="text-sm text-slate-600">{booking.serviceId?.description}</p>
        </div>
        {booking.packageDetails?.name ? (
          <div>
            <p className="font-medium text-slate-900">{booking.packageDetails.name}</p>
            <p className="text-sm text-slate-600">
              {[booking.packageDetails.description, booking.packageDetails.duration]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Package details not available</p>
        )}
        <p className="text-sm text-slate-700">
          Measurement: {booking.areaSqft} {booking.measurementUnit || 'sq.ft'}
        </p>
        <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
        <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
          {booking.baseAmount && booking.discountAmount > 0 ? (
            <>
              <div className="flex justify-between">
                <dt>Base Amount</dt>
                <dd>{inr(booking.baseAmount)}</dd>
              </div>
              <div className="flex justify-between text-brand-800">
                <dt>Coupon Discount</dt>
                <dd>−{inr(booking.discountAmount)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between text-base font-bold">
            <dt>Total Amount</dt>
            <dd>{inr(total)}</dd>
          </div>
        </dl>
      </section>
      <fieldset className="mt-6 space-y-2">
        <legend className="text-lg font-semibold">Payment method</legend>
        {methods.map((m) => (
          <label
            key={m.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4',
              method === m.value ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={m.value}
              checked={method === m.value}
              onChange={() => setMethod(m.value)}
              className="mt-1"
            />
            <span>
              <span className="block font-semibold">{m.label}</span>
              <span className="block text-sm text-slate-600">{m.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {alert ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </p>
      ) : null}
      <div className="mt-6 flex justify-between gap-2">
        <Button variant="outline" onClick={() => navigate(-1)}>
          Back
        </Button>
        <Button onClick={() => void confirm()} disabled={working}>
          {working ? 'Processing...' : online ? `Pay ${inr(total)}` : 'Confirm Booking'}
        </Button>
      </div>
      <SandboxCheckoutDialog
        order={payment.sandbox.order}
        busy={payment.sandbox.busy}
        onPay={payment.sandbox.pay}
        onFail={payment.sandbox.fail}
        onClose={payment.sandbox.close}
      />
    </main>
  );
}
