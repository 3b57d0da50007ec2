import type { Db, DbOrTx } from '../../db/client';
import { bookingReference } from '../../../shared/booking-reference';
import { jobSafetyTexts as t, tooEarlyToStart } from '../../../shared/texts-job-safety';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/index';
import { bookingFacts } from './bookings.emails';
import { bookingsRepository, type BookingRow } from './bookings.repository';
import { recordChange } from './booking-change';
import { isStaffRole } from '../../../shared/domain/permissions';

/** Wrong start codes a job takes; the next try, right or wrong, needs the office, so a code cannot be guessed. */
export const START_CODE_MAX_FAILURES = 5;

const locked = () => new AppError('START_CODE_LOCKED', 423, t.startCodeLocked);

/** How a job moves to in-progress: whose word starts it, and what the audit says about it. */
export type StartAuthority = { by: 'code' } | { by: 'office'; reason: string };

/**
 * Who may start a job, and when. A cleaner starts only at the door: with the customer's code, from
 * `earlyMinutes` before the slot, and while fewer than five wrong codes have been tried. The fifth wrong
 * code locks the job: the customer and the office are told, and only an admin can unlock or start it.
 * Wrong codes are counted by the database (one atomic increment each), so parallel guesses count too.
 */
export function createJobStart(deps: {
  db: Db;
  clock: Clock;
  brand: Brand;
  /** JOB_START_EARLY_MINUTES. */
  earlyMinutes: number;
  /** Where the office hears of a locked job (SUPPORT_EMAIL). */
  teamEmail: string;
}) {
  const { db, clock } = deps;

  /** Counts one wrong code and commits it; the fifth tells the customer and the office, in the same transaction. */
  async function countWrongCode(actor: AuthUser, booking: BookingRow): Promise<number | null> {
    return db.transaction(async (tx) => {
      const failures = await bookingsRepository.countWrongStartCode(tx, booking.id, START_CODE_MAX_FAILURES);
      if (failures === undefined) return null;
      if (failures === START_CODE_MAX_FAILURES) await tellOfLock(tx, actor, booking);
      return failures;
    });
  }

  async function tellOfLock(tx: DbOrTx, actor: AuthUser, booking: BookingRow) {
    await recordAudit(tx, {
      actor,
      action: 'booking.start-code.locked',
      entityType: 'booking',
      entityId: booking.id,
      details: { failures: START_CODE_MAX_FAILURES, cleaner: actor.name },
    });
    await recordChange(tx, {
      booking,
      actor,
      to: booking.status,
      note: `Start code locked after ${START_CODE_MAX_FAILURES} wrong codes by ${actor.name}`,
    });
    await enqueueEmail(
      tx,
      {
        kind: 'start-code-locked',
        to: booking.customerEmail,
        ...templateCall('start-code-locked', deps.brand, bookingFacts(booking)),
      },
      { bookingId: booking.id },
    );
    const reference = bookingReference(booking.id);
    await enqueueEmail(
      tx,
      {
        kind: 'start-code-locked-team',
        to: deps.teamEmail,
        subject: `Start code locked: booking ${reference}`,
        text: [
          `${actor.name} entered ${START_CODE_MAX_FAILURES} wrong start codes for booking ${reference} ` +
            `(${booking.serviceName}, ${booking.scheduledDate} ${booking.scheduledTime}, ${booking.customerName}).`,
          'The job can no longer be started at the door. Call the customer, then unlock the code or start the ' +
            'job from the booking page if the crew is really there.',
          `Booking: ${deps.brand.url}/adminDashboard/bookings/${booking.id}`,
        ].join('\n\n'),
      },
      { bookingId: booking.id },
    );
  }

  return {
    /**
     * Checks a move to in-progress before it is made; returns how it is started. Throws 409 too early,
     * 423 locked, 400 wrong code (counted), 400 when an admin starts without the code and without a reason.
     */
    async authorise(
      actor: AuthUser,
      booking: BookingRow,
      startCode: string | undefined,
      notes: string,
    ): Promise<StartAuthority> {
      if (isStaffRole(actor.role)) {
        if (startCode !== undefined && startCode === booking.startCode) return { by: 'code' };
        const reason = notes.trim();
        if (!reason)
          throw new AppError('START_REASON_NEEDED', 400, t.startReasonNeeded, [
            { field: 'notes', message: t.startReasonNeeded },
          ]);
        return { by: 'office', reason };
      }
      const startsAt = booking.startsAt;
      const from = startsAt && new Date(startsAt.getTime() - deps.earlyMinutes * 60_000);
      if (from && clock.now() < from)
        throw new AppError('TOO_EARLY_TO_START', 409, tooEarlyToStart(from), [
          { field: 'startableFrom', message: from.toISOString() },
        ]);
      if (booking.startCodeFailures >= START_CODE_MAX_FAILURES) throw locked();
      if (startCode === booking.startCode) return { by: 'code' };
      if (!startCode)
        throw new AppError(
          'WRONG_START_CODE',
          400,
          "Enter the customer's 4-digit start code to start the job.",
          [{ field: 'startCode', message: 'Wrong start code' }],
        );
      const failures = await countWrongCode(actor, booking);
      if (failures === null || failures >= START_CODE_MAX_FAILURES) throw locked();
      throw new AppError(
        'WRONG_START_CODE',
        400,
        'That start code is not right. Ask the customer for the 4-digit code in their booking.',
        [{ field: 'startCode', message: 'Wrong start code' }],
      );
    },

    /** An admin gives the door back its code: the count starts again, audited with the reason. */
    async unlock(actor: AuthUser, booking: BookingRow, reason: string) {
      const why = reason.trim();
      if (!why) throw badRequest(t.unlockReasonNeeded, 'START_REASON_NEEDED');
      return db.transaction(async (tx) => {
        const current = await bookingsRepository.lockForChange(tx, booking.id);
        if (!current || current.startCodeFailures === 0)
          throw new AppError('START_CODE_NOT_LOCKED', 409, t.notLocked);
        const updated = await bookingsRepository.update(tx, booking.id, {
          startCodeFailures: 0,
          updatedAt: clock.now(),
        });
        await recordAudit(tx, {
          actor,
          action: 'booking.start-code.unlock',
          entityType: 'booking',
          entityId: booking.id,
          details: { reason: why, failures: current.startCodeFailures },
        });
        await recordChange(tx, {
          booking: { id: booking.id, status: current.status },
          actor,
          to: current.status,
          note: `Start code unlocked: ${why}`,
        });
        return updated;
      });
    },
  };
}

export type JobStart = ReturnType<typeof createJobStart>;
