import type { Brand } from '../brand';
import { bookingReference } from '../../../../shared/booking-reference';
import { formatAmount } from './format';
import { Action, Facts, Layout, Para } from './layout';
import { renderEmail } from './render';
import { wordsFor } from './words';

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

type Words = ReturnType<typeof wordsFor>;

const hello = (w: Words, b: BookingFacts) =>
  b.customerName ? w.t('common.hello', { name: b.customerName }) : w.t('common.helloNoName');
const service = (w: Words, b: BookingFacts) =>
  b.packageName
    ? w.t('common.serviceWithPackage', { service: w.data(b.serviceName), package: w.data(b.packageName) })
    : w.data(b.serviceName);
const bookingLink = (brand: Brand) => `${brand.url}/profile`;

export function renderBookingReceived(brand: Brand, b: BookingFacts, seriesCount = 0) {
  const w = wordsFor(brand);
  const { t } = w;
  const visit = w.visit(b.date, b.time);
  const serviceName = w.data(b.serviceName);
  return renderEmail(
    t('received.subject', { service: serviceName, date: w.date(b.date) }),
    <Layout
      brand={brand}
      preview={t('received.preview', { service: serviceName, visit })}
      heading={t('received.heading')}
    >
      <Para>{hello(w, b)}</Para>
      <Para>{t('received.body', { service: service(w, b), visit })}</Para>
      <Facts
        rows={[
          [t('facts.when'), visit],
          [t('facts.address'), w.address(b.address)],
          [t('facts.total'), formatAmount(b.totalPaise)],
          [t('facts.bookingId'), bookingReference(b.id)],
          !!b.instructions && [t('facts.instructions'), b.instructions],
        ]}
      />
      {seriesCount > 0 && <Para>{t('received.series', { count: seriesCount })}</Para>}
      <Para>{t('received.next')}</Para>
      <Action href={bookingLink(brand)}>{t('common.viewBookings')}</Action>
    </Layout>,
  );
}

export function renderReminder(
  brand: Brand,
  b: BookingFacts,
  /** `day`: whether the visit is today or tomorrow in India when the reminder is queued (tomorrow if unset). */
  opts: { startCode?: string; cleanerName?: string; day?: 'today' | 'tomorrow' },
) {
  const w = wordsFor(brand);
  const { t } = w;
  const visit = w.visit(b.date, b.time);
  const today = opts.day === 'today';
  return renderEmail(
    t(today ? 'reminder.subjectToday' : 'reminder.subject', { service: w.data(b.serviceName), visit }),
    <Layout
      brand={brand}
      preview={t('reminder.preview', { visit })}
      heading={t(today ? 'reminder.headingToday' : 'reminder.heading')}
    >
      <Para>{hello(w, b)}</Para>
      <Para>{t('reminder.body', { service: service(w, b), visit })}</Para>
      <Facts
        rows={[
          [t('facts.when'), visit],
          [t('facts.address'), w.address(b.address)],
          !!opts.cleanerName && [t('facts.cleaner'), opts.cleanerName],
          [t('facts.total'), formatAmount(b.totalPaise)],
          !!opts.startCode && [t('facts.startCode'), opts.startCode],
        ]}
      />
      {opts.startCode && <Para>{t('reminder.code', { code: opts.startCode })}</Para>}
      <Para>{t('reminder.change', { phone: brand.phone })}</Para>
    </Layout>,
  );
}

export function renderBookingCancelled(brand: Brand, b: BookingFacts, opts: { refundPaise?: number } = {}) {
  const w = wordsFor(brand);
  const { t } = w;
  const serviceName = w.data(b.serviceName);
  return renderEmail(
    t('cancelled.subject', { service: serviceName, date: w.date(b.date) }),
    <Layout brand={brand} preview={t('cancelled.preview')} heading={t('cancelled.heading')}>
      <Para>{hello(w, b)}</Para>
      <Para>{t('cancelled.body', { service: serviceName, visit: w.visit(b.date, b.time) })}</Para>
      {opts.refundPaise !== undefined && opts.refundPaise > 0 && (
        <Para>{t('cancelled.refund', { amount: formatAmount(opts.refundPaise) })}</Para>
      )}
    </Layout>,
  );
}

/**
 * A site booking nobody confirmed in time: short, since nothing was booked. `lateRefundPaise`
 * when a payment came after the release and the slot was gone: it goes back at once.
 */
export function renderBookingReleased(
  brand: Brand,
  b: BookingFacts,
  opts: { lateRefundPaise?: number } = {},
) {
  const w = wordsFor(brand);
  const { t } = w;
  const serviceName = w.data(b.serviceName);
  const visit = w.visit(b.date, b.time);
  const late = opts.lateRefundPaise !== undefined;
  return renderEmail(
    t(late ? 'released.lateSubject' : 'released.subject', { service: serviceName }),
    <Layout brand={brand} preview={t('released.preview')} heading={t('released.heading')}>
      <Para>{hello(w, b)}</Para>
      <Para>
        {late
          ? t('released.lateBody', {
              service: serviceName,
              visit,
              amount: formatAmount(opts.lateRefundPaise!),
            })
          : t('released.body', { service: serviceName, visit })}
      </Para>
      <Action href={`${brand.url}/booking`}>{t('released.action')}</Action>
    </Layout>,
  );
}

export function renderBookingRescheduled(brand: Brand, b: BookingFacts) {
  const w = wordsFor(brand);
  const { t } = w;
  const visit = w.visit(b.date, b.time);
  return renderEmail(
    t('rescheduled.subject', { date: w.date(b.date) }),
    <Layout brand={brand} preview={t('rescheduled.preview', { visit })} heading={t('rescheduled.heading')}>
      <Para>{hello(w, b)}</Para>
      <Para>{t('rescheduled.body', { service: w.data(b.serviceName), visit })}</Para>
      <Facts
        rows={[
          [t('facts.when'), visit],
          [t('facts.address'), w.address(b.address)],
        ]}
      />
    </Layout>,
  );
}

/** To the customer: wrong start codes locked their visit; only the office can start it now. */
export function renderStartCodeLocked(brand: Brand, b: BookingFacts) {
  const w = wordsFor(brand);
  const { t } = w;
  const visit = w.visit(b.date, b.time);
  const serviceName = w.data(b.serviceName);
  return renderEmail(
    t('startCodeLocked.subject', { service: serviceName }),
    <Layout brand={brand} preview={t('startCodeLocked.preview')} heading={t('startCodeLocked.heading')}>
      <Para>{hello(w, b)}</Para>
      <Para>{t('startCodeLocked.body', { service: serviceName, visit })}</Para>
      <Para>{t('startCodeLocked.next', { phone: brand.phone })}</Para>
      <Facts
        rows={[
          [t('facts.when'), visit],
          [t('facts.address'), w.address(b.address)],
        ]}
      />
    </Layout>,
  );
}

const STATUSES = ['in-progress', 'completed', 'pending', 'assigned', 'cancelled'];

export function renderStatusChanged(brand: Brand, b: BookingFacts, opts: { status: string; note?: string }) {
  const w = wordsFor(brand);
  const { t } = w;
  const serviceName = w.data(b.serviceName);
  const known = STATUSES.includes(opts.status);
  const status = known ? t(`status.names.${opts.status}`) : opts.status;
  return renderEmail(
    t(opts.status === 'completed' ? 'status.subjectComplete' : 'status.subjectUpdated', {
      service: serviceName,
    }),
    <Layout brand={brand} preview={t('status.preview', { status })} heading={t('status.heading')}>
      <Para>{hello(w, b)}</Para>
      <Para>
        {t(`status.body.${known ? opts.status : 'other'}`, {
          service: serviceName,
          visit: w.visit(b.date, b.time),
          status,
        })}
      </Para>
      {!!opts.note && <Facts rows={[[t('facts.note'), opts.note]]} />}
      {opts.status === 'completed' ? (
        // Straight to the star form for this visit.
        <Action href={`${brand.url}/my-bookings?rate=${encodeURIComponent(b.id)}`}>{t('status.rate')}</Action>
      ) : (
        <Action href={bookingLink(brand)}>{t('common.viewBookings')}</Action>
      )}
    </Layout>,
  );
}

export function renderRefund(
  brand: Brand,
  b: BookingFacts,
  opts: { amountPaise: number; reference?: string; status: 'initiated' | 'completed' },
) {
  const w = wordsFor(brand);
  const { t } = w;
  const done = opts.status === 'completed';
  const amount = formatAmount(opts.amountPaise);
  const serviceName = w.data(b.serviceName);
  return renderEmail(
    t(done ? 'refund.subjectCompleted' : 'refund.subjectInitiated', { amount }),
    <Layout
      brand={brand}
      preview={t('refund.preview', { service: serviceName })}
      heading={t(done ? 'refund.headingCompleted' : 'refund.headingInitiated')}
    >
      <Para>{hello(w, b)}</Para>
      <Para>
        {t(done ? 'refund.bodyCompleted' : 'refund.bodyInitiated', {
          amount,
          service: serviceName,
          date: w.date(b.date),
        })}
      </Para>
      <Facts
        rows={[
          [t('facts.amount'), amount],
          [t('facts.bookingId'), bookingReference(b.id)],
          !!opts.reference && [t('facts.refundReference'), opts.reference],
        ]}
      />
    </Layout>,
  );
}
