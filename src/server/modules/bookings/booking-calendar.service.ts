import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { bookingInvite, inviteContentType, parseInviteRef } from './booking-calendar';
import { bookingsRepository } from './bookings.repository';
import type { BookingsService } from './bookings.service';

/** Calendar invites of bookings: the email outbox's renderer and the customer's download. */
export function createBookingCalendarService(deps: {
  db: Db;
  clock: Clock;
  bookings: BookingsService;
  /** The domain of the invites' UIDs (the sender's mail domain). */
  uidDomain: string;
  /** The ORGANIZER: the company, at the mail's From address. */
  organizer: { name: string; email: string };
}) {
  return {
    /** Renders an invite attachment from its outbox reference, with the time and sequence it was queued with. */
    async render(ref: string) {
      const { id, method, ...at } = parseInviteRef(ref);
      const found = await bookingsRepository.findDetail(deps.db, id);
      if (!found) throw new Error(`booking ${id} of an invite is gone`);
      const content = bookingInvite(
        { ...found.booking, ...at },
        { method, uidDomain: deps.uidDomain, organizer: deps.organizer, now: deps.clock.now() },
      );
      return { contentType: inviteContentType(method), content: Buffer.from(content, 'utf8') };
    },

    /**
     * GET /api/bookings/:id/calendar.ics: the visit as it stands, for whoever may see the booking. A
     * download is METHOD:PUBLISH (a copy to import; a REQUEST is a meeting request only in mail).
     */
    async forViewer(actor: AuthUser, id: string) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      return bookingInvite(
        { ...booking, cancelled: booking.status === 'cancelled' },
        { method: 'PUBLISH', uidDomain: deps.uidDomain, organizer: deps.organizer, now: deps.clock.now() },
      );
    },
  };
}

export type BookingCalendarService = ReturnType<typeof createBookingCalendarService>;
