import { beforeCutoff } from '../../../shared/domain/booking-rules';
import { slotStart } from '../../../shared/domain/time';
import { accountTexts } from '../../../shared/texts-account';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { BookingChangesService } from '../bookings/booking-changes.service';
import { redactGrievancesOf } from '../privacy/grievances.service';
import { accountDataRepository, REDACTED_MESSAGE, type OpenVisit } from './account-data.repository';

/** What becomes of a visit that is not over when its customer deletes the account. */
export type VisitFate = 'cancel' | 'in-progress' | 'starting-soon' | 'past';

export function fateOf(visit: OpenVisit, now: Date): VisitFate {
  if (visit.status === 'in-progress') return 'in-progress';
  // The customer's own cancellation rule: until 2 hours before the visit.
  if (beforeCutoff(visit.scheduledDate, visit.scheduledTime, now)) return 'cancel';
  const over = visit.endsAt ?? slotStart(visit.scheduledDate, visit.scheduledTime);
  // Too late to cancel and not over: a crew is on its way or at the door.
  return over.getTime() > now.getTime() ? 'starting-soon' : 'past';
}

function refuseWhileVisiting(fates: VisitFate[]) {
  if (fates.includes('in-progress')) throw conflict(accountTexts.visitInProgress, 'VISIT_IN_PROGRESS');
  if (fates.includes('starting-soon')) throw conflict(accountTexts.visitStartingSoon, 'VISIT_STARTING_SOON');
}

/**
 * A customer deletes their account (DPDP Act 2023, right to erasure). Upcoming visits are cancelled first
 * through the bookings module's own cancel, so each gets its emails, texts, history and (when paid) its
 * refund exactly as a cancellation from My Bookings would; then the person is erased in one transaction
 * (account-data.repository.ts says what goes and what tax law keeps).
 */
export function createAccountDeletionService(deps: {
  db: Db;
  clock: Clock;
  changes: Pick<BookingChangesService, 'cancel'>;
}) {
  const { db, clock } = deps;

  return {
    async deleteAccount(actor: AuthUser): Promise<{ cancelled: number }> {
      if (actor.role !== 'client') throw forbidden(accountTexts.staffAccount, 'STAFF_ACCOUNT');
      const visits = await accountDataRepository.openVisits(db, actor.id);
      const fates = visits.map((visit) => fateOf(visit, clock.now()));
      refuseWhileVisiting(fates);
      const upcoming = visits.filter((_, i) => fates[i] === 'cancel');
      // Each cancellation commits on its own (and its refund starts) before the account is erased: a
      // failure halfway leaves a live account with fewer bookings, never an erased one with live visits.
      for (const visit of upcoming)
        await deps.changes.cancel(actor, visit.id, { reason: accountTexts.cancelReason, scope: 'one' });

      await db.transaction(async (tx) => {
        const user = await accountDataRepository.lockUser(tx, actor.id);
        if (!user || user.deletedAt) throw notFound('User not found');
        // A booking made or started meanwhile (another tab, the crew at the door): ask again.
        const now = clock.now();
        const left = (await accountDataRepository.openVisits(tx, actor.id)).map((v) => fateOf(v, now));
        refuseWhileVisiting(left);
        if (left.includes('cancel'))
          throw new AppError('BOOKINGS_CHANGED', 409, accountTexts.bookingsChanged);
        await redactGrievancesOf(tx, actor.id, user.email, REDACTED_MESSAGE);
        await accountDataRepository.erase(tx, actor.id, now);
        await recordAudit(tx, {
          actor: { id: actor.id, role: actor.role },
          action: 'account.delete',
          entityType: 'user',
          entityId: actor.id,
          details: {
            cancelledBookings: upcoming.map((v) => v.id),
            keptBookings: visits.length - upcoming.length,
          },
        });
      });
      return { cancelled: upcoming.length };
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
