import { Titled } from '../components/section-header';
import { quantityText } from '../../../components/price/price-labels';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isCancellableStatus } from '../../../../shared/domain/booking-rules';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { StatusLabelBadge } from '../../../components/booking-status/status-label-badge';
import { useBooking } from '../api/get-booking';
import { AssignDialog } from '../components/assign-dialog';
import { DispatchDecisionCard } from '../components/dispatch-decision-card';
import { dispatchTexts } from '../../../../shared/domain/dispatch-score';
import { formatInstantTime } from '../../../../shared/domain/date-format';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { PaymentBadge, PaymentRefundAction } from '../components/payment-badge';
import { BookingPaymentRow } from '../components/booking-payment-row';
import {
  auditActionLabel,
  bookingStatusLabel,
  frequencyLabel,
  paymentMethodLabel,
  roleLabel,
} from '../../../../shared/labels';
import { RefundDialog } from '../components/refund-dialog';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { useBookingCollection } from '../api/cash-and-pay';
import { StatusChangeDialog } from '../components/status-change-dialog';
import { UnlockStartCodeDialog } from '../components/unlock-start-code-dialog';
import { BookingComplaintsCard } from '../components/booking-complaints-card';
import { AttendanceCard } from '../components/attendance-card';
import { JobProofSection } from '../../after-visit';
import type { AdminBookingDetailDto, AdminPaymentDto } from '../../../../shared/api-admin';
import { jobMinutes } from '../model/day-board';
import { formatInstant, formatVisit } from '../model/format';
import { mapLinkFor } from '../../../../shared/domain/address-point';
import { AddressPointForm } from '../components/address-point-form';
import { useCan } from '../hooks/use-can';
import { useMessages } from '../api/get-messages';
import { MessagesTable } from '../components/messages-table';

/** Every email, SMS and WhatsApp message about the booking, newest first. */
function BookingMessages({ bookingId }: { bookingId: string }) {
  const query = useMessages({ bookingId });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) return <p className="text-sm text-slate-600">No messages yet.</p>;
  return <MessagesTable caption="Emails and texts about this booking" messages={query.data} />;
}

/** The customer's stars and comment; shown once the visit is completed. */
function RatingCard({ rating }: { rating: AdminBookingDetailDto['rating'] }) {
  return (
    <Card title="Rating">
      {rating ? (
        <>
          <p className="text-lg text-amber-500" role="img" aria-label={`${rating.rating} out of 5 stars`}>
            {'★'.repeat(rating.rating)}
            <span className="text-slate-300">{'★'.repeat(5 - rating.rating)}</span>
            <span className="ml-2 text-sm font-semibold text-slate-900">{rating.rating}/5</span>
          </p>
          {rating.comment ? (
            <blockquote className="mt-1 whitespace-pre-line text-sm text-slate-800">
              “{rating.comment}”
            </blockquote>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No comment.</p>
          )}
          <p className="mt-1 text-xs text-slate-600">
            Rated {formatInstant(rating.createdAt)}
            {rating.updatedAt !== rating.createdAt ? ` · changed ${formatInstant(rating.updatedAt)}` : ''}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">The customer has not rated this visit yet.</p>
      )}
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Wrong start codes after which only the office can start a job (the server's START_CODE_MAX_FAILURES). */
const START_CODE_TRIES = 5;

export default function BookingDetailPage({ id }: { id: string }) {
  const query = useBooking(id);
  const [dialog, setDialog] = useState<'assign' | 'status' | 'cancel' | 'unlock' | 'record' | null>(null);
  const collection = useBookingCollection(id);
  const amountDue = collection.data?.amountDue ?? 0;
  const [refunding, setRefunding] = useState<AdminPaymentDto | null>(null);
  const can = useCan();

  if (query.isPending)
    return (
      <Titled title="Booking">
        <LoadingState label="Loading the booking…" />
      </Titled>
    );
  if (query.isError)
    return (
      <Titled title="Booking">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Titled>
    );
  const { booking: b, payments, history, audit, rating } = query.data;
  const paidPaise = payments.filter((p) => p.status === 'captured').reduce((s, p) => s + p.amountPaise, 0);
  const crew = b.cleaners.length ? b.cleaners : b.cleaner ? [b.cleaner] : [];
  const minutes = jobMinutes(b);
  const addressText = [b.address.line1, b.address.line2, b.address.city, b.address.state, b.address.pincode]
    .filter(Boolean)
    .join(', ');
  const addressPoint =
    b.address.latitude !== null && b.address.longitude !== null
      ? { lat: b.address.latitude, lng: b.address.longitude }
      : null;
  const startCodeLocked = b.status === 'assigned' && (b.startCodeFailures ?? 0) >= START_CODE_TRIES;

  return (
    <>
      <Link
        to={`${paths.adminDashboard}/bookings`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        ← All bookings
      </Link>
      <div className="mb-4 mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Booking {b.reference}</h1>
        <StatusLabelBadge status={b.status} />
        <PaymentBadge status={b.paymentStatus} booking={b} />
      </div>
      {b.holdExpiresAt ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {dispatchTexts.awaitingPayment(formatInstantTime(b.holdExpiresAt))}
        </p>
      ) : null}
      {can('bookings.assign') ? <DispatchDecisionCard bookingId={b.id} /> : null}
      <div className="mb-4 flex flex-wrap gap-2">
        {((b.status === 'pending' && !b.holdExpiresAt) || b.status === 'assigned') &&
        can('bookings.assign') ? (
          <Button onClick={() => setDialog('assign')}>{crew.length ? 'Reassign' : 'Assign cleaner'}</Button>
        ) : null}
        {can('bookings.manage') ? (
          <Button variant="outline" onClick={() => setDialog('status')}>
            Change status
          </Button>
        ) : null}
        {amountDue > 0 && can('payments') ? (
          <Button variant="outline" onClick={() => setDialog('record')}>
            Record payment
          </Button>
        ) : null}
        {startCodeLocked && can('bookings.manage') ? (
          <Button variant="outline" onClick={() => setDialog('unlock')}>
            Unlock start code
          </Button>
        ) : null}
        {isCancellableStatus(b.status) && can('bookings.manage') ? (
          <Button variant="danger" onClick={() => setDialog('cancel')}>
            Cancel booking
          </Button>
        ) : null}
      </div>

      {startCodeLocked ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          Start code locked: {b.startCodeFailures} wrong codes were tried at the door. Call the customer, then
          unlock the code or start the job (Change status → In progress, with a note).
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {can('complaints') ? (
          <BookingComplaintsCard
            bookingId={b.id}
            visit={{
              serviceName: b.serviceName,
              customerName: b.customer.name,
              scheduledDate: b.scheduledDate,
              scheduledTime: b.scheduledTime,
              totalAmount: b.price.totalPaise / 100,
              paymentStatus: b.paymentStatus,
            }}
          />
        ) : null}
        {b.status === 'completed' ? <RatingCard rating={rating} /> : null}
        {b.status === 'in-progress' || b.status === 'completed' ? <AttendanceCard bookingId={b.id} /> : null}
        <Card title="Customer">
          <dl>
            <Row label="Name">
              <Link
                to={`${paths.adminDashboard}/customers/${b.customer.id}`}
                className="text-brand-700 underline"
              >
                {b.customer.name}
              </Link>
            </Row>
            <Row label="Phone">
              <a href={`tel:${b.customer.phone}`} className="text-brand-700 underline">
                {b.customer.phone}
              </a>
            </Row>
            <Row label="Email">
              <a href={`mailto:${b.customer.email}`} className="break-all text-brand-700 underline">
                {b.customer.email}
              </a>
            </Row>
            <Row label="Address">
              {addressText}{' '}
              <a
                href={mapLinkFor(addressText, addressPoint)}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline"
              >
                Map
              </a>
            </Row>
          </dl>
          {/* Keyed by the saved point: the field starts again from it after a save. */}
          {can('bookings.manage') ? (
            <AddressPointForm
              key={`${b.address.latitude},${b.address.longitude}`}
              bookingId={b.id}
              address={addressText}
              latitude={b.address.latitude}
              longitude={b.address.longitude}
            />
          ) : null}
        </Card>
        <Card title="Job">
          <dl>
            <Row label="Service">{b.serviceName}</Row>
            <Row label="Package">{b.packageName}</Row>
            <Row label="When">{formatVisit(b.scheduledDate, b.scheduledTime)}</Row>
            <Row label="Duration">
              {Math.floor(minutes / 60)} h {minutes % 60 ? `${minutes % 60} min` : ''}
            </Row>
            <Row label="Size">{quantityText(b.quantity, b.measurementUnit)}</Row>
            <Row label="Frequency">{frequencyLabel(b.frequency)}</Row>
            <Row label="Cleaner">{crew.length ? crew.map((c) => c.name).join(', ') : 'Not assigned'}</Row>
            {b.instructions ? <Row label="Instructions">{b.instructions}</Row> : null}
            {b.cancelReason ? <Row label="Cancel reason">{b.cancelReason}</Row> : null}
          </dl>
          <JobProofSection bookingId={b.id} />
        </Card>
        <Card title="Price">
          <dl>
            <Row label="Package">{formatRupees(b.price.basePaise)}</Row>
            {b.price.addons.map((a) => (
              <Row key={a.name} label={`Add-on: ${a.name}`}>
                {formatRupees(a.pricePaise)}
              </Row>
            ))}
            {b.price.discountPaise ? (
              <Row label={`Discount${b.price.couponCode ? ` (${b.price.couponCode})` : ''}`}>
                −{formatRupees(b.price.discountPaise)}
              </Row>
            ) : null}
            <Row label="Total">{formatRupees(b.price.totalPaise)}</Row>
            <Row label="Payment">
              <BookingPaymentRow booking={b} />
            </Row>
          </dl>
          {payments.length ? (
            <ul className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm">
              {payments.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {formatRupees(p.amountPaise)} · {paymentMethodLabel(p.method)} ·{' '}
                    <PaymentBadge status={p.status} />
                    <span className="block text-xs text-slate-600">{formatInstant(p.createdAt)}</span>
                  </span>
                  {can('refunds') ? (
                    <PaymentRefundAction payment={p} onRefund={() => setRefunding(p)} />
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
        <Card title="Status history">
          <ol className="space-y-2 text-sm">
            {history.map((h, i) => (
              <li key={i} className="border-l-2 border-brand-200 pl-3">
                <p className="font-medium">
                  {h.fromStatus ? `${bookingStatusLabel(h.fromStatus)} → ` : ''}
                  {bookingStatusLabel(h.toStatus)}
                  <span className="font-normal text-slate-600"> · {roleLabel(h.actorRole ?? 'system')}</span>
                </p>
                <p className="text-xs text-slate-600">{formatInstant(h.createdAt)}</p>
                {h.note ? <p className="text-slate-700">{h.note}</p> : null}
              </li>
            ))}
          </ol>
        </Card>
        <Card title="Audit">
          {audit.length ? (
            <ol className="space-y-1 text-sm">
              {audit.map((a) => (
                <li key={a.id}>
                  <span className="font-medium">{auditActionLabel(a.action)}</span> by{' '}
                  {a.actorName ?? roleLabel(a.actorRole)} ·{' '}
                  <span className="text-slate-600">{formatInstant(a.createdAt)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-600">No audit entries.</p>
          )}
        </Card>
      </div>
      {can('inbox') ? (
        <div className="mt-4">
          <Card title="Messages">
            <BookingMessages bookingId={b.id} />
          </Card>
        </div>
      ) : null}

      <AssignDialog booking={dialog === 'assign' ? b : null} onClose={() => setDialog(null)} />
      <StatusChangeDialog
        bookingId={b.id}
        current={b.status}
        open={dialog === 'status'}
        onOpenChange={(o) => setDialog(o ? 'status' : null)}
      />
      <CancelBookingDialog
        bookingId={b.id}
        paidPaise={paidPaise}
        open={dialog === 'cancel'}
        onOpenChange={(o) => setDialog(o ? 'cancel' : null)}
      />
      <UnlockStartCodeDialog
        bookingId={b.id}
        open={dialog === 'unlock'}
        onOpenChange={(o) => setDialog(o ? 'unlock' : null)}
      />
      {/* Mounted while open: it starts from the amount due now. */}
      {dialog === 'record' ? (
        <RecordPaymentDialog
          bookingId={b.id}
          amountDue={amountDue}
          open
          onOpenChange={(o) => setDialog(o ? 'record' : null)}
        />
      ) : null}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
