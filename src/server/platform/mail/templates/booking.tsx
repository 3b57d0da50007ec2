import type { Brand } from '../brand';
import { formatAmount, formatIndianDate, formatVisit } from './format';
import { Action, Facts, Layout, Para } from './layout';
import { renderEmail } from './render';

/** What a booking email tells, independent of how the bookings module stores it. */
export interface BookingFacts {
  id: string;
  customerName: string;
  serviceName: string;
  packageName: string;
  /** YYYY-MM-DD and HH:MM, Asia/Kolkata. */
  date: string;
  time: string;
  address: string;
  totalPaise: number;
  instructions?: string;
}

const hello = (b: BookingFacts) => `Hi ${b.customerName || 'there'},`;
const service = (b: BookingFacts) => (b.packageName ? `${b.serviceName} (${b.packageName})` : b.serviceName);
const bookingLink = (brand: Brand) => `${brand.url}/profile`;

export function renderBookingReceived(brand: Brand, b: BookingFacts, seriesCount = 0) {
  return renderEmail(
    `Booking received: ${b.serviceName} on ${formatIndianDate(b.date)}`,
    <Layout
      brand={brand}
      preview={`${b.serviceName} on ${formatVisit(b.date, b.time)}`}
      heading="Booking received"
    >
      <Para>{hello(b)}</Para>
      <Para>{`We have received your booking for ${service(b)} on ${formatVisit(b.date, b.time)}.`}</Para>
      <Facts
        rows={[
          ['When', formatVisit(b.date, b.time)],
          ['Address', b.address],
          ['Total', formatAmount(b.totalPaise)],
          ['Booking id', b.id],
          !!b.instructions && ['Instructions', b.instructions],
        ]}
      />
      {seriesCount > 0 && <Para>{`We have also booked ${seriesCount} more visit(s) of your plan.`}</Para>}
      <Para>A cleaner will be assigned soon, and we will remind you the day before the visit.</Para>
      <Action href={bookingLink(brand)}>View my bookings</Action>
    </Layout>,
  );
}

export function renderReminder(
  brand: Brand,
  b: BookingFacts,
  opts: { startCode?: string; cleanerName?: string },
) {
  return renderEmail(
    `Reminder: ${b.serviceName} tomorrow, ${formatVisit(b.date, b.time)}`,
    <Layout
      brand={brand}
      preview={`Your cleaning is on ${formatVisit(b.date, b.time)}`}
      heading="See you tomorrow"
    >
      <Para>{hello(b)}</Para>
      <Para>{`This is a reminder of your ${service(b)} visit on ${formatVisit(b.date, b.time)}.`}</Para>
      <Facts
        rows={[
          ['When', formatVisit(b.date, b.time)],
          ['Address', b.address],
          !!opts.cleanerName && ['Cleaner', opts.cleanerName],
          ['Total', formatAmount(b.totalPaise)],
          !!opts.startCode && ['Start code', opts.startCode],
        ]}
      />
      {opts.startCode && (
        <Para>{`Give your cleaner the start code ${opts.startCode} when they arrive: the job starts only with it. Never share it before.`}</Para>
      )}
      <Para>{`Need to change something? Call us on ${brand.phone}.`}</Para>
    </Layout>,
  );
}

export function renderBookingCancelled(brand: Brand, b: BookingFacts, opts: { refundPaise?: number } = {}) {
  return renderEmail(
    `Booking cancelled: ${b.serviceName} on ${formatIndianDate(b.date)}`,
    <Layout brand={brand} preview="Your booking has been cancelled" heading="Booking cancelled">
      <Para>{hello(b)}</Para>
      <Para>{`Your ${b.serviceName} booking on ${formatVisit(b.date, b.time)} has been cancelled.`}</Para>
      {opts.refundPaise !== undefined && opts.refundPaise > 0 && (
        <Para>{`Your payment of ${formatAmount(opts.refundPaise)} will be refunded to the original method within 5-7 business days.`}</Para>
      )}
    </Layout>,
  );
}

export function renderBookingRescheduled(brand: Brand, b: BookingFacts) {
  return renderEmail(
    `Booking moved to ${formatIndianDate(b.date)}`,
    <Layout brand={brand} preview={`Now on ${formatVisit(b.date, b.time)}`} heading="Booking moved">
      <Para>{hello(b)}</Para>
      <Para>{`Your ${b.serviceName} booking is now on ${formatVisit(b.date, b.time)}.`}</Para>
      <Facts
        rows={[
          ['When', formatVisit(b.date, b.time)],
          ['Address', b.address],
        ]}
      />
    </Layout>,
  );
}

const statusWords: Record<string, string> = {
  'in-progress': 'is now in progress',
  completed: 'has been completed. Thank you for choosing us!',
  pending: 'is waiting for a cleaner to be assigned',
  assigned: 'has a cleaner assigned',
  cancelled: 'has been cancelled',
};

export function renderStatusChanged(brand: Brand, b: BookingFacts, opts: { status: string; note?: string }) {
  return renderEmail(
    `Your ${b.serviceName} booking ${opts.status === 'completed' ? 'is complete' : 'was updated'}`,
    <Layout brand={brand} preview={`Status: ${opts.status}`} heading="Booking update">
      <Para>{hello(b)}</Para>
      <Para>{`Your ${b.serviceName} booking on ${formatVisit(b.date, b.time)} ${statusWords[opts.status] ?? `is now ${opts.status}`}.`}</Para>
      {!!opts.note && <Facts rows={[['Note', opts.note]]} />}
      {opts.status === 'completed' ? (
        // Straight to the star form for this visit (issue 17 §1).
        <Action href={`${brand.url}/my-bookings?rate=${encodeURIComponent(b.id)}`}>Rate your visit</Action>
      ) : (
        <Action href={bookingLink(brand)}>View my bookings</Action>
      )}
    </Layout>,
  );
}

export function renderRefund(
  brand: Brand,
  b: BookingFacts,
  opts: { amountPaise: number; reference?: string; status: 'initiated' | 'completed' },
) {
  const done = opts.status === 'completed';
  return renderEmail(
    done
      ? `Refund of ${formatAmount(opts.amountPaise)} completed`
      : `Refund of ${formatAmount(opts.amountPaise)} initiated`,
    <Layout
      brand={brand}
      preview={`Refund for ${b.serviceName}`}
      heading={done ? 'Refund completed' : 'Refund initiated'}
    >
      <Para>{hello(b)}</Para>
      <Para>
        {done
          ? `We have refunded ${formatAmount(opts.amountPaise)} for your ${b.serviceName} booking on ${formatIndianDate(b.date)}.`
          : `We have started a refund of ${formatAmount(opts.amountPaise)} for your ${b.serviceName} booking on ${formatIndianDate(b.date)}. It reaches the original payment method within 5-7 business days.`}
      </Para>
      <Facts
        rows={[
          ['Amount', formatAmount(opts.amountPaise)],
          ['Booking id', b.id],
          !!opts.reference && ['Refund reference', opts.reference],
        ]}
      />
    </Layout>,
  );
}
