import type { Db } from '../../db/client';
import { bookingReference } from '../../../shared/booking-reference';
import { isUuid } from '../../../shared/ids';
import {
  COMPLAINT_WINDOW_HOURS,
  complaintWindow,
  complaintWindowHours,
  type ComplaintStatus,
} from '../../../shared/domain/complaint-rules';
import { formatRupeesExact } from '../../../shared/money';
import type { CreateComplaintInput, ResolveComplaintInput } from '../../../shared/schemas/complaints';
import { afterVisitTexts as t } from '../../../shared/texts-after-visit';
import { serverMessages } from '../../../shared/texts';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { addDays, isValidDate, todayInIndia } from '../../../shared/domain/time';
import type { BookingsService } from '../bookings/bookings.service';
import type { CrewService } from '../schedule/crew.service';
import type { RefundsService } from '../payments/refunds.service';
import { complaintsRepository, type ComplaintRow } from './complaints.repository';
import { complaintReceivedEmail } from './complaints.emails';
import { enqueueEmail } from '../../platform/mail/outbox';
import { can } from '../../../shared/domain/permissions';

const complaintNotFound = () => notFound(t.complaintNotFound, 'COMPLAINT_NOT_FOUND');

/**
 * Complaints and the re-clean promise. An admin answers an open complaint once: offers a
 * free re-clean (the customer then picks a free time, or the admin books it with them on the phone), refunds
 * part or all of an online payment, or closes it with a note.
 */
export function createComplaintsService(deps: {
  db: Db;
  clock: Clock;
  bookings: BookingsService;
  refunds: RefundsService;
  crew: CrewService;
  companyName: string;
  /** A member's plan's re-clean window in days (memberships module), 0 for anyone else. */
  members?: { recleanDaysFor(userId: string): Promise<number> };
}) {
  const { db, clock } = deps;

  /** The complaint when the actor filed it or is an admin; 404 for anyone else. */
  async function requireComplaint(actor: AuthUser, id: string): Promise<ComplaintRow> {
    const found = isUuid(id) ? await complaintsRepository.findById(db, id) : undefined;
    if (!found || (!can(actor.role, 'complaints') && found.userId !== actor.id)) throw complaintNotFound();
    return found;
  }

  /** Moves an open complaint to its answer, audited; 409 when someone answered it first. */
  async function settle(
    actor: AuthUser,
    c: ComplaintRow,
    status: ComplaintStatus,
    extra: Partial<ComplaintRow>,
    details: Record<string, unknown>,
  ) {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const updated = await complaintsRepository.update(
        tx,
        c.id,
        { status, resolvedBy: actor.id, resolvedAt: now, ...extra, updatedAt: now },
        'open',
      );
      if (!updated) throw conflict(t.complaintAlreadyResolved, 'COMPLAINT_RESOLVED');
      await recordAudit(tx, {
        actor,
        action: `complaint.${status}`,
        entityType: 'complaint',
        entityId: c.id,
        details: { bookingId: c.bookingId, ...details },
      });
      return updated;
    });
  }

  return {
    require: requireComplaint,

    async file(actor: AuthUser, bookingId: string, input: CreateComplaintInput) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      if (booking.userId !== actor.id) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      const memberDays = deps.members ? await deps.members.recleanDaysFor(actor.id) : 0;
      const window = complaintWindow(booking, clock.now(), memberDays);
      if (window === 'not-completed') throw conflict(t.complaintNotCompleted, 'VISIT_NOT_COMPLETED');
      if (window === 'closed')
        throw conflict(
          complaintWindowHours(memberDays) > COMPLAINT_WINDOW_HOURS
            ? t.complaintWindowClosedMember
            : t.complaintWindowClosed,
          'COMPLAINT_WINDOW_CLOSED',
        );
      return db.transaction(async (tx) => {
        const created = await complaintsRepository.insert(tx, {
          bookingId: booking.id,
          userId: actor.id,
          category: input.category,
          description: input.description,
        });
        if (!created) throw conflict(t.complaintExists, 'COMPLAINT_EXISTS');
        await recordAudit(tx, {
          actor,
          action: 'complaint.create',
          entityType: 'complaint',
          entityId: created.id,
          details: { bookingId: booking.id, category: input.category },
        });
        if (booking.customerEmail)
          await enqueueEmail(tx, complaintReceivedEmail(booking, created, deps.companyName), {
            bookingId: booking.id,
          });
        return created;
      });
    },

    mine: (actor: AuthUser) => complaintsRepository.listByUser(db, actor.id),

    async forBooking(actor: AuthUser, bookingId: string) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      if (!can(actor.role, 'complaints') && booking.userId !== actor.id)
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      return complaintsRepository.listByBooking(db, booking.id);
    },

    list: (status?: ComplaintStatus) => complaintsRepository.listWithVisits(db, status),

    async resolve(actor: AuthUser, id: string, input: ResolveComplaintInput) {
      // Support resolves complaints, but money goes back only from those the table lets refund.
      if (input.action === 'refund' && !can(actor.role, 'refunds')) throw forbidden(serverMessages.forbidden);
      const c = await requireComplaint(actor, id);
      if (c.status !== 'open') throw conflict(t.complaintAlreadyResolved, 'COMPLAINT_RESOLVED');
      const note = input.note?.trim() ?? '';
      if (input.action === 'reclean') {
        // A free re-clean earns no further free re-clean unless an admin says so explicitly (and it is audited).
        const earlier = await complaintsRepository.recleanOf(db, c.bookingId);
        if (earlier && !input.overrideRecleanOfReclean)
          throw conflict(jobSafetyTexts.recleanOfReclean, 'RECLEAN_OF_RECLEAN');
        return settle(
          actor,
          c,
          'reclean_offered',
          { resolutionNote: note },
          { note, ...(earlier ? { recleanOfReclean: true, earlierComplaintId: earlier.id } : {}) },
        );
      }
      if (input.action === 'close') return settle(actor, c, 'closed', { resolutionNote: note }, { note });
      // The refund's key is the complaint's: asking twice (or from two processes) refunds once.
      const refund = await deps.refunds.refundBooking(
        c.bookingId,
        input.amountPaise,
        note || 'Complaint about the visit',
        `complaint:${c.id}`,
        actor,
      );
      if (!refund) throw conflict(t.refundNotPaidOnline, 'NOT_PAID_ONLINE');
      const resolutionNote = note || `Refunded ${formatRupeesExact(refund.amountPaise)}`;
      return settle(
        actor,
        c,
        'refunded',
        { resolutionNote, refundId: refund.id, refundPaise: refund.amountPaise },
        { refundId: refund.id, amountPaise: refund.amountPaise, note },
      );
    },

    /** Free start times of a day for the re-clean (the first visit's job: same duration and crew size). */
    async recleanSlots(actor: AuthUser, id: string, day?: string) {
      const c = await requireComplaint(actor, id);
      const date = day ?? addDays(todayInIndia(clock.now()), 1);
      if (c.status !== 'reclean_offered') throw conflict(t.recleanNotOffered, 'RECLEAN_NOT_OFFERED');
      if (!isValidDate(date)) throw badRequest('Date is not a real date', 'INVALID_DATE');
      const { booking } = await deps.bookings.requireVisible(actor, c.bookingId);
      const slots = await deps.crew.availability(date, {
        durationMinutes: booking.durationMinutes,
        crewSize: booking.crewSize,
      });
      return { date, slots };
    },

    /** Books the offered re-clean at a free time, once: the complaint row is locked in the booking's transaction. */
    async bookReclean(actor: AuthUser, id: string, slot: { date: string; time: string }) {
      const c = await requireComplaint(actor, id);
      if (c.status === 'reclean_booked') throw conflict(t.recleanAlreadyBooked, 'RECLEAN_BOOKED');
      if (c.status !== 'reclean_offered') throw conflict(t.recleanNotOffered, 'RECLEAN_NOT_OFFERED');
      const { booking } = await deps.bookings.requireVisible(actor, c.bookingId);
      const firstCrew = (await deps.bookings.crewsOf([booking.id])).get(booking.id) ?? [];
      return deps.bookings.createFreeRevisit(actor, booking, slot, {
        note: `Free re-clean of booking ${bookingReference(booking.id)}`,
        avoidCleanerIds: firstCrew.map((m) => m.cleanerId),
        link: async (tx, row) => {
          const locked = await complaintsRepository.lock(tx, c.id);
          if (locked?.status === 'reclean_booked') throw conflict(t.recleanAlreadyBooked, 'RECLEAN_BOOKED');
          if (locked?.status !== 'reclean_offered')
            throw conflict(t.recleanNotOffered, 'RECLEAN_NOT_OFFERED');
          await complaintsRepository.update(tx, c.id, {
            status: 'reclean_booked',
            recleanBookingId: row.id,
            updatedAt: clock.now(),
          });
          await recordAudit(tx, {
            actor,
            action: 'complaint.reclean_booked',
            entityType: 'complaint',
            entityId: c.id,
            details: { bookingId: c.bookingId, recleanBookingId: row.id, date: slot.date, time: slot.time },
          });
        },
      });
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
