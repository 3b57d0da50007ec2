import type { BookingDto } from '../../../../shared/api-bookings';
import { bookingReference } from '../../../../shared/booking-reference';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import {
  CustomerStatusBadge,
  useBookingWhen,
  useStatusMessage,
} from '../../../components/booking-status/booking-status';
import { AwaitingPayment, isAwaitingPayment, PaymentBadge, PayNowLink, ReceiptLink } from '../../payment';
import { BookingRating } from '../../ratings';
import { CleanerStars } from '../../../components/stars/stars';
import { downloadCalendarInvite } from '../api/get-calendar-invite';
import { showToast } from '../../../components/ui/toast';
import { AfterVisitPanel, JobProofSection } from '../../after-visit';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { RichText } from '../../../i18n/rich-text';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { formatInstantDay } from '../../../../shared/domain/date-format';
import { addressText } from '../../../i18n/namespaces/booking';
import { quantityText } from '../../../components/price/price-labels';
import { CrewOnTheWay } from './crew-on-the-way';
import { CrewCards } from './crew-cards';
import { CallButton } from '../../calls';
import { BookAgainButton } from './book-again-button';

const assignedOn = (date: Date, language: string) => formatInstantDay(date, language);

export function BookingCard({
  booking,
  highlighted,
  rate,
  onCancel,
  onReschedule,
  onChanged,
  level = 'h3',
}: {
  booking: BookingDto;
  /** The card's heading level: h3 in a section, h4 inside a series' card. */
  level?: 'h3' | 'h4';
  highlighted: boolean;
  /** Open the star form (the 'completed' email links to /my-bookings?rate=<id>). */
  rate?: boolean;
  onCancel: () => void;
  onReschedule: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  const serverText = useServerText();
  const statusMessage = useStatusMessage();
  const when = useBookingWhen();
  const a = booking.address;
  const cleaner = booking.cleanerId;
  /** The rest of the crew, beside the lead named above. */
  const others = cleaner ? booking.crew.filter((c) => c._id !== cleaner._id && c.kind !== 'reserved') : [];
  const serviceName = booking.serviceId?.name || booking.serviceName;
  const unit = booking.measurementUnit || 'sq.ft';
  const Heading = level;
  return (
    <li
      id={`booking-${booking._id}`}
      className={cn(
        'rounded-2xl border p-5',
        highlighted ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="text-lg font-semibold text-slate-900">
            {serviceName ? serverText(serviceName) : t('card.serviceUnknown')}
          </Heading>
          {/* The reference texts, emails and the office use: what the customer reads out on a call. */}
          <p className="text-xs font-medium text-slate-600">
            <RichText
              text={t('card.reference', { ref: bookingReference(booking._id) })}
              components={{ ref: <span translate="no" className="font-mono tracking-wider" /> }}
            />
          </p>
        </div>
        <CustomerStatusBadge booking={booking} />
      </div>
      {/* A held booking's words are its payment box's (awaiting payment, pay by …). */}
      {isAwaitingPayment(booking) ? null : (
        <p className="mt-1 text-sm text-slate-700">{statusMessage(booking)}</p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-600">{t('card.when')}</dt>
        <dd>{when(booking.scheduledDate, booking.scheduledTime)}</dd>
        {/* 'Area' for square feet; a count ('2 bathrooms') is not an area. */}
        <dt className="text-slate-600">{unit === 'sq.ft' ? t('card.area') : t('card.quantity')}</dt>
        <dd>
          {unit === 'sq.ft' ? `${booking.areaSqft} ${t('card.sqft')}` : quantityText(booking.areaSqft, unit)}
        </dd>
        <dt className="text-slate-600">{t('card.total')}</dt>
        <dd className="font-semibold">{formatRupees(rupeesToPaise(booking.totalAmount))}</dd>
        <dt className="text-slate-600">{t('card.payment')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <PaymentBadge booking={booking} />
          <ReceiptLink booking={booking} />
        </dd>
        <dt className="text-slate-600">{t('card.address')}</dt>
        {/* What the customer typed is shown as typed (translate="no": not ours to translate), but for the
            service area's city and state, which have names in each language. */}
        <dd translate="no">{addressText(a)}</dd>
        {booking.instructions ? (
          <>
            <dt className="text-slate-600">{t('card.instructions')}</dt>
            <dd translate="no">{booking.instructions}</dd>
          </>
        ) : null}
      </dl>
      {cleaner ? (
        <div className="mt-3 rounded-xl bg-blue-50 p-3 text-sm text-blue-950">
          <p className="font-semibold">
            <RichText
              text={t('card.yourCleaner', { name: cleaner.name || t('card.cleaner') })}
              components={{ name: <span translate="no" /> }}
            />
            <CleanerStars stats={booking.crew.find((c) => c._id === cleaner._id)?.rating} />
          </p>
          <p>
            {/* A masked number (98XXXXXX01) reads the same in every language. */}
            <RichText
              text={t('card.phone', { phone: cleaner.phone || t('card.notAvailable') })}
              components={{ phone: <span translate="no" /> }}
            />
          </p>
          <CrewCards crew={booking.crew} />
          {others.length ? (
            <p>
              <RichText
                text={t('card.alsoComing', { names: others.map((c) => c.name).join(', ') })}
                components={{ names: <span translate="no" /> }}
              />
            </p>
          ) : null}
          {booking.cleanerAssignedAt ? (
            <p>
              {t('card.assignedOn', { date: assignedOn(new Date(booking.cleanerAssignedAt), i18n.language) })}
            </p>
          ) : null}
          {booking.canCall ? (
            <div className="mt-2">
              <CallButton bookingId={booking._id} label={t('card.callCleaner')} />
            </div>
          ) : null}
        </div>
      ) : null}
      {booking.status === 'assigned' && booking.onMyWayAt ? <CrewOnTheWay bookingId={booking._id} /> : null}
      {booking.startCode ? (
        // From assignment until the start (the server sends it only then, and only to the customer).
        <div className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="text-base font-semibold">
            <RichText
              text={t('card.startCode', { code: booking.startCode })}
              components={{ code: <span translate="no" className="font-mono tracking-widest" /> }}
            />
          </p>
          <p>{t('card.startCodeHint')}</p>
        </div>
      ) : null}
      <AwaitingPayment booking={booking} onChanged={onChanged} />
      {/* A hold can be given up at once (its time is released), not only left to run out. */}
      {isAwaitingPayment(booking) && booking.canCancel ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
            {t('card.cancel')}
          </Button>
        </div>
      ) : null}
      <BookingRating booking={booking} focus={rate} />
      {booking.status === 'completed' || booking.status === 'cancelled' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <BookAgainButton booking={booking} />
        </div>
      ) : null}
      {(booking.status === 'pending' || booking.status === 'assigned') && !isAwaitingPayment(booking) ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <PayNowLink booking={booking} />
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void downloadCalendarInvite(booking._id).catch(() =>
                showToast('error', 'Could not add to calendar', 'Please try again.'),
              )
            }
          >
            {t('card.addToCalendar')}
          </Button>
          {booking.canReschedule ? (
            <Button variant="outline" size="sm" onClick={onReschedule}>
              {t('card.reschedule')}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
            {t('card.cancel')}
          </Button>
        </div>
      ) : null}
      {booking.status === 'completed' || booking.status === 'in-progress' ? (
        <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
          <PayNowLink booking={booking} />
        </div>
      ) : null}
      {booking.status === 'completed' ? <JobProofSection bookingId={booking._id} /> : null}
      <AfterVisitPanel booking={booking} onChanged={onChanged} />
    </li>
  );
}
