import type { BookingDto } from '../../../../shared/api-bookings';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import {
  formatBookingWhen,
  StatusBadge,
  statusMessage,
} from '../../../components/booking-status/booking-status';
import { PaymentBadge, PayNowLink, ReceiptLink } from '../../payment/api/payment-state';
import { BookingRating } from '../../ratings/api/booking-rating';
import { CleanerStars } from '../../../components/stars/stars';
import { downloadCalendarInvite } from '../api/get-calendar-invite';
import { showToast } from '../../../components/ui/toast';
import { AfterVisitPanel } from '../../after-visit/api/after-visit-panel';
import { JobProofSection } from '../../after-visit/api/job-proof-section';

const assignedOn = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function BookingCard({
  booking,
  highlighted,
  rate,
  onCancel,
  onReschedule,
  onChanged,
}: {
  booking: BookingDto;
  highlighted: boolean;
  /** Open the star form (the 'completed' email links to /my-bookings?rate=<id>). */
  rate?: boolean;
  onCancel: () => void;
  onReschedule: () => void;
  onChanged: () => void;
}) {
  const a = booking.address;
  const cleaner = booking.cleanerId;
  return (
    <li
      id={`booking-${booking._id}`}
      className={cn(
        'rounded-2xl border p-5',
        highlighted ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          {booking.serviceId?.name || booking.serviceName || 'Service Name Not Available'}
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{statusMessage(booking)}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-600">When</dt>
        <dd>{formatBookingWhen(booking.scheduledDate, booking.scheduledTime)}</dd>
        <dt className="text-slate-600">Area</dt>
        <dd>
          {booking.areaSqft} {booking.measurementUnit || 'sq.ft'}
        </dd>
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold">{formatRupees(rupeesToPaise(booking.totalAmount))}</dd>
        <dt className="text-slate-600">Payment</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <PaymentBadge booking={booking} />
          <ReceiptLink booking={booking} />
        </dd>
        <dt className="text-slate-600">Address</dt>
        <dd>
          {[a.line1, a.line2, a.city, a.state].filter(Boolean).join(', ')} - {a.pincode}
        </dd>
        {booking.instructions ? (
          <>
            <dt className="text-slate-600">Instructions</dt>
            <dd>{booking.instructions}</dd>
          </>
        ) : null}
      </dl>
      {cleaner ? (
        <div className="mt-3 rounded-xl bg-blue-50 p-3 text-sm text-blue-950">
          <p className="font-semibold">
            Your cleaner: {cleaner.name || 'Cleaner'}
            <CleanerStars stats={booking.crew.find((c) => c._id === cleaner._id)?.rating} />
          </p>
          <p>Phone: {cleaner.phone || 'Not available'}</p>
          <p>Email: {cleaner.email || 'Not available'}</p>
          {booking.cleanerAssignedAt ? (
            <p>Assigned on {assignedOn.format(new Date(booking.cleanerAssignedAt))}</p>
          ) : null}
        </div>
      ) : null}
      <BookingRating booking={booking} focus={rate} />
      {booking.status === 'pending' || booking.status === 'assigned' ? (
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
            Add to calendar
          </Button>
          {booking.canReschedule ? (
            <Button variant="outline" size="sm" onClick={onReschedule}>
              Reschedule
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
      {booking.status === 'completed' ? <JobProofSection bookingId={booking._id} /> : null}
      <AfterVisitPanel booking={booking} onChanged={onChanged} />
    </li>
  );
}
