import type { DbOrTx } from '../../db/client';
import { enqueueEmail } from '../../platform/mail/outbox';
import { bookingReference } from '../../../shared/booking-reference';

/** The outbox kind of a notice to the team about money that needs a person (a refund, a dispute). */
export const PAYMENT_ALERT = 'payment-alert';

/**
 * A notice to the team's inbox, queued in the caller's transaction (so it exists exactly when the state
 * it reports does) and listed with the booking's mails. Admins also see the row itself in
 * GET /api/admin/payments/attention.
 */
export function alertTeam(
  tx: DbOrTx,
  teamEmail: string | undefined,
  alert: { bookingId: string; subject: string; lines: string[] },
) {
  if (!teamEmail) return Promise.resolve(null);
  const reference = bookingReference(alert.bookingId);
  return enqueueEmail(
    tx,
    {
      kind: PAYMENT_ALERT,
      to: teamEmail,
      subject: `${alert.subject} (booking ${reference})`,
      text: [
        ...alert.lines,
        '',
        `Booking ${reference}: see Payments needing attention in the admin dashboard.`,
      ].join('\n'),
    },
    { bookingId: alert.bookingId },
  );
}
