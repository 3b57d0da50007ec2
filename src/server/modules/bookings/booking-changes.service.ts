import type { PositionInput } from '../../../shared/location';
import type { ChecklistEntry } from '../../../shared/domain/checklist';
import type { Db, DbOrTx } from '../../db/client';
import {
  beforeCutoff,
  canTransition,
  cleanerCanTransition,
  isCancellableStatus,
} from '../../../shared/domain/booking-rules';
import { fitsWorkingHours, type WeekdayHours } from '../../../shared/domain/crew-calendar';
import { todayInIndia } from '../../../shared/domain/time';
import type { BookingStatus } from '../../../shared/schemas/booking';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import type { CouponsService } from '../coupons/coupons.service';
import type { CrewService } from '../schedule/crew.service';
import { isHoldConflict, schedule } from '../schedule/schedule.service';
import { bookingNotifications } from './booking-notifications';
import { userAccounts } from '../users/users.service';
import { bookingsRepository, type BookingDetail, type BookingRow } from './bookings.repository';
import { visitTimes, type BookingsService } from './bookings.service';
import { assertBookableSlot, assertRealDate } from './slots';
import type { ServiceAreaService } from '../service-area/service-area.service';
import type { TextNotifications } from '../notifications/text-notifications.service';
import { START_CODE_MAX_FAILURES, type JobStart, type StartAuthority } from './job-start';
import { recordChange } from './booking-change';
import { actionKeyGuard, type ClaimKey } from './action-keys.service';

const tooLate = () =>
  new AppError(
    'TOO_LATE',
    400,
    "It's too late to change this booking: changes close 2 hours before the visit.",
  );

/** A crew's action on a job cancelled meanwhile (their phone may have queued it without signal). */
const cancelledMeanwhile = () =>
  new AppError('BOOKING_CANCELLED', 409, 'This booking has already been cancelled.');

type ChecklistAnswer = { item: string; done: boolean; note?: string };

/** Cancel, reschedule, assign and move bookings through their statuses (docs/product-rules.md#changes-and-the-record). */
export function createBookingChangesService(deps: {
  db: Db;
  clock: Clock;
  bookings: BookingsService;
  coupons: CouponsService;
  brand: Brand;
  crew: CrewService;
  area: ServiceAreaService;
  /** Starts the refund of a paid booking once its cancellation is committed (payments module). */
  onPaidBookingCancelled?: (bookingId: string, cancelledBy: AuthUser, reason: string) => Promise<unknown>;
  /** Issues the tax invoice of a completed service (payments module). */
  onCompleted?: (bookingId: string) => Promise<unknown>;
  /** SMS and WhatsApp, queued beside the emails. */
  texts: TextNotifications;
  /** Who may start a job and when: the start code's tries and the early-start window (docs/product-rules.md#start-code). */
  jobStart: JobStart;
  /** Live positions end at the start; the phone's position at start and completion is kept (location module). */
  location?: {
    onStatusChange(
      tx: DbOrTx,
      actor: AuthUser,
      booking: BookingRow,
      status: BookingStatus,
      position: PositionInput | undefined,
    ): Promise<void>;
  };
  /** The package's checklist, checked before a completion and written in its transaction (job-proof module). */
  checklist?: {
    checklistFor(booking: BookingRow, answers?: ChecklistAnswer[]): Promise<ChecklistEntry[]>;
    saveChecklist(tx: DbOrTx, bookingId: string, items: ChecklistEntry[], actor: AuthUser): Promise<void>;
  };
}) {
  const { db, clock } = deps;
  const notify = bookingNotifications({ brand: deps.brand, texts: deps.texts });
  const once = actionKeyGuard(db);
  const current = async (id: string) => (await bookingsRepository.findDetail(db, id))!;

  async function cancelOne(tx: DbOrTx, actor: AuthUser, booking: BookingRow, reason: string) {
    const now = clock.now();
    const updated = await bookingsRepository.update(tx, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      updatedAt: now,
      cancelReason: reason || null,
      paymentStatus: booking.paymentStatus === 'paid' ? 'refund_pending' : booking.paymentStatus,
      calendarSequence: bookingsRepository.nextCalendarSequence,
      holdExpiresAt: null,
    });
    await deps.coupons.release(tx, booking.id);
    // A cancelled visit gives its crew's time back (the assigned crew is told by push below).
    const crew = (await schedule.crewOf(tx, booking.id)).filter((m) => m.kind === 'assigned');
    await schedule.releaseHolds(tx, booking.id);
    await recordChange(tx, {
      booking,
      actor,
      to: 'cancelled',
      note: reason,
    });
    // Who cancelled, when (the entry's time) and why, whoever they are.
    await recordAudit(tx, {
      actor,
      action: 'booking.cancel',
      entityType: 'booking',
      entityId: booking.id,
      details: { from: booking.status, reason, paymentStatus: booking.paymentStatus },
    });
    // A booking still waiting for its payment choice was never announced: nothing to take back.
    if (booking.holdExpiresAt) return;
    await notify.cancelled(tx, updated);
    for (const m of crew) await deps.texts.cleanerJobCancelled(tx, updated, m);
  }

  async function changeStatus(
    actor: AuthUser,
    id: string,
    change: {
      status: BookingStatus;
      notes: string;
      startCode?: string;
      checklistAnswers?: ChecklistAnswer[];
      position?: PositionInput;
    },
    claim?: ClaimKey,
  ): Promise<BookingDetail> {
    const { status, notes, startCode, checklistAnswers, position } = change;
    const { booking } = await deps.bookings.requireVisible(actor, id);
    if (actor.role === 'client') throw forbidden("You don't have permission to perform this action.");
    if (actor.role === 'cleaner' && booking.status === 'cancelled') throw cancelledMeanwhile();
    const allowed =
      actor.role === 'admin'
        ? canTransition(booking.status, status)
        : cleanerCanTransition(booking.status, status);
    if (!allowed)
      throw new AppError(
        'INVALID_TRANSITION',
        400,
        `A booking cannot move from ${booking.status} to ${status}.`,
      );
    if (status === 'cancelled')
      return (await changes.cancel(actor, id, { reason: notes, scope: 'one' })).booking;
    const start: StartAuthority | null =
      status === 'in-progress' ? await deps.jobStart.authorise(actor, booking, startCode, notes) : null;
    if (status === 'assigned') {
      // Confirming the reserved crew as it is.
      const crew = await schedule.crewOf(db, booking.id);
      if (crew.length < booking.crewSize) throw new AppError('NO_CLEANER', 400, 'Assign a cleaner first.');
      return changes.assign(
        actor,
        id,
        crew.map((c) => c.cleanerId),
      );
    }
    const checklist =
      status === 'completed' && deps.checklist
        ? await deps.checklist.checklistFor(booking, checklistAnswers)
        : null;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await claim?.(tx, booking.id);
      // The status moves only from what was read: a concurrent change makes this one a 409.
      const updated = await bookingsRepository.updateIfStatus(
        tx,
        booking.id,
        booking.status,
        {
          status,
          updatedAt: now,
          ...(status === 'in-progress' ? { startedAt: now } : {}),
          ...(status === 'completed' ? { completedAt: now, completionNote: notes || null } : {}),
        },
        // A cleaner's start is written only while the code is unlocked: a wrong code racing it wins.
        start?.by === 'code' && actor.role === 'cleaner'
          ? { startCodeFailuresBelow: START_CODE_MAX_FAILURES }
          : {},
      );
      if (!updated) throw conflict('This booking was changed meanwhile. Please reload.', 'STALE_STATUS');
      if (checklist) await deps.checklist!.saveChecklist(tx, booking.id, checklist, actor);
      await deps.location?.onStatusChange(tx, actor, booking, status, position);
      await recordChange(tx, {
        booking,
        actor,
        to: status,
        note: notes,
      });
      await recordAudit(tx, {
        actor,
        action: 'booking.status',
        entityType: 'booking',
        entityId: booking.id,
        details: {
          from: booking.status,
          to: status,
          notes,
          // Started by the office without the customer's code (locked, or no code at the door).
          ...(start?.by === 'office' ? { startedBy: 'office', reason: start.reason } : {}),
        },
      });
      await notify.statusChanged(tx, updated, notes);
    });
    if (status === 'completed') await deps.onCompleted?.(booking.id);
    return (await bookingsRepository.findDetail(db, booking.id))!;
  }

  async function sendOnMyWay(actor: AuthUser, id: string, claim?: ClaimKey): Promise<BookingDetail> {
    const { booking } = await deps.bookings.requireVisible(actor, id);
    if (booking.status === 'cancelled') throw cancelledMeanwhile();
    if (booking.status !== 'assigned')
      throw new AppError('NOT_ASSIGNED', 400, `A booking that is ${booking.status} cannot be started.`);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await claim?.(tx, booking.id);
      const updated = await bookingsRepository.markOnMyWay(tx, booking.id, now);
      if (!updated)
        throw conflict('You have already told the customer you are on your way.', 'ALREADY_ON_WAY');
      await recordChange(tx, {
        booking,
        actor,
        to: booking.status,
        note: `${actor.name} is on the way`,
      });
      await recordAudit(tx, {
        actor,
        action: 'booking.on-my-way',
        entityType: 'booking',
        entityId: booking.id,
      });
      const cleaner = await userAccounts.findById(tx, actor.id);
      await notify.onMyWay(tx, updated, { name: actor.name, phone: cleaner?.phone ?? '' });
    });
    return (await bookingsRepository.findDetail(db, booking.id))!;
  }

  const changes = {
    async cancel(
      actor: AuthUser,
      id: string,
      { reason, scope }: { reason: string; scope: 'one' | 'series' },
    ) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (actor.role === 'cleaner') throw forbidden('Cleaners cannot cancel bookings.');
      if (booking.status === 'cancelled')
        throw new AppError('ALREADY_CANCELLED', 400, 'This booking is already cancelled.');
      if (!isCancellableStatus(booking.status))
        throw new AppError(
          'NOT_CANCELLABLE',
          400,
          `A booking that is ${booking.status} cannot be cancelled.`,
        );
      if (
        actor.role === 'client' &&
        !beforeCutoff(booking.scheduledDate, booking.scheduledTime, clock.now())
      ) {
        throw new AppError(
          'TOO_LATE',
          400,
          "It's too late to cancel: bookings can be cancelled until 2 hours before the visit.",
        );
      }
      let cancelled = 1;
      const paid: string[] = [];
      await db.transaction(async (tx) => {
        await cancelOne(tx, actor, booking, reason);
        if (booking.paymentStatus === 'paid') paid.push(booking.id);
        if (scope === 'series' && booking.seriesId) {
          const later = await bookingsRepository.openVisitsOfSeries(
            tx,
            booking.seriesId,
            todayInIndia(clock.now()),
          );
          for (const visit of later) {
            if (
              visit.id === booking.id ||
              !beforeCutoff(visit.scheduledDate, visit.scheduledTime, clock.now())
            )
              continue;
            await cancelOne(tx, actor, visit, reason);
            if (visit.paymentStatus === 'paid') paid.push(visit.id);
            cancelled++;
          }
        }
      });
      for (const id of paid) await deps.onPaidBookingCancelled?.(id, actor, reason);
      return { booking: (await bookingsRepository.findDetail(db, booking.id))!, cancelled };
    },

    async reschedule(actor: AuthUser, id: string, date: string, time: string) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (actor.role === 'cleaner') throw forbidden('Cleaners cannot reschedule bookings.');
      if (!isCancellableStatus(booking.status))
        throw new AppError(
          'NOT_RESCHEDULABLE',
          400,
          `A booking that is ${booking.status} cannot be rescheduled.`,
        );
      if (actor.role === 'client' && !beforeCutoff(booking.scheduledDate, booking.scheduledTime, clock.now()))
        throw tooLate();
      assertRealDate(date);
      assertBookableSlot(date, time, clock.now());
      // A customer moves a visit within the horizon; its address was checked when it was booked.
      if (actor.role === 'client')
        await deps.area.assertBookable(booking.pincode, date, { checkPincode: false });
      const moving = { ...booking, scheduledDate: date, scheduledTime: time };
      await db
        .transaction(async (tx) => {
          // Another change of this booking (a second reschedule, a cancel) waits here until this one ends,
          // and one that went first is seen as it left the booking.
          const current = await bookingsRepository.lockForChange(tx, booking.id);
          if (!current || !isCancellableStatus(current.status))
            throw new AppError(
              'NOT_RESCHEDULABLE',
              400,
              `A booking that is ${current?.status ?? 'gone'} cannot be rescheduled.`,
            );
          const crew = await schedule.crewOf(tx, booking.id);
          // The assigned crew stays when all of them are free at the new time; otherwise a fresh crew is
          // reserved and the booking waits for an admin again.
          let kept = false;
          if (current.status === 'assigned' && crew.length === current.crewSize) {
            kept = await tx
              .transaction(async (sp) => {
                await deps.crew.holdChosen(
                  sp,
                  moving,
                  crew.map((c) => c.cleanerId),
                  'assigned',
                );
                return true;
              })
              .catch((error: unknown) => {
                if (error instanceof AppError || isHoldConflict(error)) return false;
                throw error;
              });
          }
          if (!kept) {
            await schedule.releaseHolds(tx, booking.id);
            await deps.crew.reserve(tx, moving, 'reserved');
          }
          const moved = await bookingsRepository.update(tx, booking.id, {
            scheduledDate: date,
            scheduledTime: time,
            ...visitTimes(date, time, booking.durationMinutes),
            calendarSequence: bookingsRepository.nextCalendarSequence,
            updatedAt: clock.now(),
            ...(kept ? {} : { cleanerId: null, cleanerAssignedAt: null, status: 'pending' as const }),
          });
          await recordChange(tx, {
            booking: { id: booking.id, status: current.status },
            actor,
            to: moved.status,
            note: `Rescheduled from ${current.scheduledDate} ${current.scheduledTime} to ${date} ${time}`,
          });
          await notify.rescheduled(tx, moved, kept ? crew : []);
        })
        .finally(() => deps.crew.settle(booking.id));
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },

    /**
     * An admin confirms the reserved crew or picks other cleaners free for the whole job: the whole crew
     * (`cleanerIds`, lead first), or only its lead (`{ lead }`, the spec's `cleanerId`): the rest of the
     * crew is kept or filled around them (CrewService.crewAround). The exclusion constraint decides
     * between concurrent assigns of one cleaner: one wins, the rest 409.
     */
    async assign(actor: AuthUser, id: string, choice: string[] | { lead: string }) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (!isCancellableStatus(booking.status))
        throw new AppError(
          'NOT_ASSIGNABLE',
          400,
          `A booking that is ${booking.status} cannot be reassigned.`,
        );
      const requested = Array.isArray(choice) ? [...new Set(choice)] : [choice.lead];
      if (Array.isArray(choice) && requested.length !== booking.crewSize)
        throw new AppError(
          'CREW_SIZE',
          400,
          `This job needs ${booking.crewSize} cleaner${booking.crewSize === 1 ? '' : 's'}.`,
          [{ field: 'cleanerIds', message: `Choose ${booking.crewSize} cleaner(s)` }],
        );
      for (const cleanerId of requested) {
        const cleaner = await bookingsRepository.findCleaner(db, cleanerId);
        if (!cleaner || !cleaner.isActive) throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
      }
      const previous = await schedule.crewOf(db, booking.id);
      try {
        await db.transaction(async (tx) => {
          const unique = Array.isArray(choice)
            ? requested
            : await deps.crew.crewAround(
                tx,
                booking,
                choice.lead,
                [
                  ...previous.filter((c) => c.cleanerId === booking.cleanerId),
                  ...previous.filter((c) => c.cleanerId !== booking.cleanerId),
                ].map((c) => c.cleanerId),
              );
          await deps.crew.holdChosen(tx, booking, unique, 'assigned');
          const crew = await schedule.crewOf(tx, booking.id);
          const lead = crew.find((c) => c.cleanerId === unique[0])!;
          const now = clock.now();
          const updated = await bookingsRepository.update(tx, booking.id, {
            cleanerId: lead.cleanerId,
            cleanerAssignedAt: now,
            status: 'assigned',
            updatedAt: now,
          });
          const names = unique.map((cid) => crew.find((c) => c.cleanerId === cid)!.name).join(', ');
          const wasAssigned = booking.status === 'assigned';
          await recordChange(tx, {
            booking,
            actor,
            to: 'assigned',
            note: `${wasAssigned ? 'Reassigned' : 'Assigned'} to ${names}`,
          });
          await recordAudit(tx, {
            actor,
            action: 'booking.assign',
            entityType: 'booking',
            entityId: booking.id,
            details: {
              from: previous.map((c) => ({ id: c.cleanerId, kind: c.kind })),
              to: unique,
              fromStatus: booking.status,
            },
          });
          const before = new Set(previous.filter((c) => c.kind === 'assigned').map((c) => c.cleanerId));
          await notify.crewAssigned(tx, updated, {
            lead,
            joined: crew.filter((c) => !before.has(c.cleanerId)),
            at: updated.cleanerAssignedAt ?? clock.now(),
          });
        });
      } catch (error) {
        if (isHoldConflict(error))
          throw conflict('That cleaner was just given another job at that time.', 'CLEANER_BUSY');
        throw error;
      }
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },

    /** Cleaners an admin may choose for the booking: free for the whole job, least loaded first. */
    async freeCleaners(actor: AuthUser, id: string) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      return { booking, cleaners: await deps.crew.freeCleaners(booking) };
    },

    /** A start or completion; under an Idempotency-Key it is applied once (action-keys.service.ts). */
    async updateStatus(
      actor: AuthUser,
      id: string,
      change: {
        status: BookingStatus;
        notes: string;
        startCode?: string;
        checklistAnswers?: ChecklistAnswer[];
        position?: PositionInput;
      },
      idempotencyKey?: string,
    ): Promise<BookingDetail> {
      return once(
        actor,
        idempotencyKey,
        change.status === 'completed' ? 'completed' : 'in-progress',
        id,
        (claim) => changeStatus(actor, id, change, claim),
        () => current(id),
      );
    },

    /** An admin resets a locked start code: the crew can try the customer's code again. */
    async unlockStartCode(actor: AuthUser, id: string, reason: string) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (actor.role !== 'admin') throw forbidden("You don't have permission to perform this action.");
      await deps.jobStart.unlock(actor, booking, reason);
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },

    /** The assigned cleaner says they are coming: once, recorded, and the customer is told who. */
    async onMyWay(actor: AuthUser, id: string, idempotencyKey?: string) {
      return once(
        actor,
        idempotencyKey,
        'on-my-way',
        id,
        (claim) => sendOnMyWay(actor, id, claim),
        () => current(id),
      );
    },

    /**
     * A cleaner who stops working (deactivated, on leave, or with new hours a job no longer fits in) gives
     * back those future jobs: their holds go, and the bookings wait unassigned for an admin to pick a new crew.
     */
    async returnJobsOf(
      tx: DbOrTx,
      actor: AuthUser,
      cleanerId: string,
      reason: string,
      only: { dates?: { from: string; to: string }; outsideHours?: WeekdayHours[] } = {},
    ): Promise<number> {
      const future = await schedule.futureJobsOf(tx, cleanerId, clock.now(), only.dates);
      const hours = only.outsideHours;
      const jobs = hours
        ? future.filter(
            ({ booking }) =>
              !fitsWorkingHours(hours, {
                date: booking.scheduledDate,
                time: booking.scheduledTime,
                durationMinutes: booking.durationMinutes,
              }),
          )
        : future;
      for (const { booking } of jobs) {
        await schedule.releaseHolds(tx, booking.id, cleanerId);
        await bookingsRepository.update(tx, booking.id, {
          status: 'pending',
          cleanerId: null,
          cleanerAssignedAt: null,
          updatedAt: clock.now(),
        });
        await recordChange(tx, {
          booking,
          actor,
          to: 'pending',
          note: `Returned to unassigned: ${reason}`,
        });
      }
      return jobs.length;
    },
  };
  return changes;
}

export type BookingChangesService = ReturnType<typeof createBookingChangesService>;
