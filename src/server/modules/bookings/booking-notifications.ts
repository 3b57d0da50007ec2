import type { DbOrTx } from '../../db/client';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { TextNotifications } from '../notifications/text-notifications.service';
import { schedule } from '../schedule/schedule.service';
import { bookingReceivedEmail, cleanerAssignedEmail, newJobEmail } from './bookings.emails';
import type { BookingRow } from './bookings.repository';

/**
 * The messages a booking sends when it is booked: to the customer that it was received, and, once a crew
 * is assigned, who is coming (customer) and the new job (each crew member). A booking confirmed at once
 * sends them as it is made; a held one when it is confirmed (booking-hold.service.ts), never before.
 */
export function bookingNotifications(deps: { brand: Brand; texts?: TextNotifications }) {
  return {
    async received(tx: DbOrTx, row: BookingRow, seriesCount = 0) {
      await enqueueEmail(tx, bookingReceivedEmail(row.customerEmail, row, deps.brand, seriesCount), {
        bookingId: row.id,
      });
      await deps.texts?.bookingReceived(tx, row);
    },

    /** The assigned crew's messages; nothing while the booking has no lead. */
    async assigned(tx: DbOrTx, row: BookingRow, now: Date) {
      if (!row.cleanerId || row.status !== 'assigned') return;
      const members = await schedule.crewOf(tx, row.id);
      const lead = members.find((m) => m.cleanerId === row.cleanerId);
      if (!lead) return;
      await enqueueEmail(tx, cleanerAssignedEmail(row.customerEmail, row, lead, deps.brand), {
        bookingId: row.id,
      });
      for (const m of members)
        await enqueueEmail(tx, newJobEmail(m.email, row, deps.brand, m), { bookingId: row.id });
      await deps.texts?.cleanerAssigned(tx, row, lead, now);
      for (const m of members) await deps.texts?.cleanerNewJob(tx, row, m, now);
    },
  };
}

export type BookingNotifications = ReturnType<typeof bookingNotifications>;
