import { Link, useLocation } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { formatDateLong, formatTime12h } from '../../../../shared/domain/time';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

const methodLabels: Record<string, string> = {
  pay_after_service: 'Pay After Service',
  razorpay_upi: 'UPI Payment',
  razorpay_qr: 'QR Code Payment',
};
const inr = (rupees: number) => formatRupeesExact(rupeesToPaise(rupees));

export default function BookingConfirmedPage() {
  const state = useLocation().state as {
    booking?: BookingDto;
    paymentMethod?: string;
    paymentId?: string;
  } | null;
  const booking = state?.booking;
  if (!booking) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">No booking information found</h1>
        <Link to={paths.home} className={buttonClass('primary', 'md', 'mt-6')}>
          Go Home
        </Link>
      </main>
    );
  }
  const method = state?.paymentMethod ?? booking.paymentMethod;
  const a = booking.address;
  const details: [string, string][] = [
    ['Booking ID', booking._id],
    ['Service', booking.serviceId?.name || booking.serviceName || 'Cleaning Service'],
    ['Area', `${booking.areaSqft} ${booking.measurementUnit || 'sq.ft'}`],
    ['Date', formatDateLong(booking.scheduledDate)],
    ['Time', formatTime12h(booking.scheduledTime)],
    ['Status', booking.status ? booking.status[0].toUpperCase() + booking.status.slice(1) : 'Confirmed'],
    ['Total', inr(booking.totalAmount)],
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <div className="text-center">
        <div
          aria-hidden
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-3xl text-brand-800"
        >
          ✓
        </div>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Booking Confirmed!</h1>
      </div>
      <section className="mt-8 rounded-2xl border border-slate-200 p-5" aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-semibold">
          Booking Details
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          {details.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="break-all font-medium text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {method ? (
        <section className="mt-4 rounded-2xl border border-slate-200 p-5" aria-labelledby="payment-heading">
          <h2 id="payment-heading" className="text-lg font-semibold">
            Payment Details
          </h2>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
            {state?.paymentId ? (
              <>
                <dt className="text-slate-600">Payment ID</dt>
                <dd>{state.paymentId}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">Method</dt>
            <dd className="font-medium">{methodLabels[method] ?? method}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium">{state?.paymentId ? 'Paid' : 'Pending'}</dd>
            <dt className="text-slate-600">Amount</dt>
            <dd className="font-medium">{inr(booking.totalAmount)}</dd>
          </dl>
        </section>
      ) : null}
      <section className="mt-4 rounded-2xl border border-slate-200 p-5" aria-labelledby="address-heading">
        <h2 id="address-heading" className="text-lg font-semibold">
          Service Address
        </h2>
        <p className="mt-2 text-sm text-slate-800">
          {[a.line1, a.line2, a.city, a.state].filter(Boolean).join(', ')} - {a.pincode}
        </p>
      </section>
      <section className="mt-4 rounded-2xl bg-brand-50 p-5" aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-lg font-semibold">
          What&apos;s Next?
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>You will receive a confirmation email shortly.</li>
          <li>Our team will contact you 1 day before the service.</li>
          <li>A cleaner will be assigned to your booking.</li>
          <li>Track the status of your booking in your profile.</li>
        </ul>
      </section>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to={paths.home} className={buttonClass('outline')}>
          Back to Home
        </Link>
        <Link to={paths.profile} className={buttonClass('primary')}>
          View My Bookings
        </Link>
      </div>
    </main>
  );
}
