import type { DbOrTx } from '../../db/client';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { TextNotifications } from '../notifications/text-notifications.service';
import { schedule } from '../schedule/schedule.service';
import {
  bookingReceivedEmail,
  cancelledEmail,
  cleanerAssignedEmail,
  newJobEmail,
  onMyWayEmail,
  rescheduledEmail,
  statusChangedEmail,
} from './bookings.emails';
import type { BookingRow } from './bookings.repository';

type CrewMember = Awaited<ReturnType<typeof schedule.crewOf>>[number];

/**
 * The messages each booking change sends, by email and text, in the change's transaction: one method per
 * kind of change. When it is booked: to the customer that it was received, and, once a crew is assigned,
 * who is coming (customer) and the new job (each crew member). A booking confirmed at once sends them as it
 * is made; a held one when it is confirmed (booking-hold.service.ts), never before.
 */
export function bookingNotifications(deps: { brand: Brand; texts: TextNotifications }) {
  const email = (tx: DbOrTx, row: BookingRow, mail: Parameters<typeof enqueueEmail>[1]) =>
    enqueueEmail(tx, mail, { bookingId: row.id });

  /** The customer is told the whole crew, lead first; each of `joined` (new to the job) is told of the new job. */
  async function crewAssigned(
    tx: DbOrTx,
    row: BookingRow,
    crew: { lead: CrewMember; joined: CrewMember[]; at: Date },
  ) {
    const assigned = (await schedule.crewOf(tx, row.id)).filter((m) => m.kind === 'assigned');
    const names = [crew.lead, ...assigned.filter((m) => m.cleanerId !== crew.lead.cleanerId)].map(
      (m) => m.name,
    );
    await email(tx, row, cleanerAssignedEmail(row.customerEmail, row, { names }, deps.brand));
    for (const m of crew.joined) await email(tx, row, newJobEmail(m.email, row, deps.brand, m));
    await deps.texts.cleanerAssigned(tx, row, names, crew.lead, crew.at);
    for (const m of crew.joined) await deps.texts.cleanerNewJob(tx, row, m, crew.at);
  }

  return {
    async received(tx: DbOrTx, row: BookingRow, seriesCount = 0) {
      await email(tx, row, bookingReceivedEmail(row.customerEmail, row, deps.brand, seriesCount));
      await deps.texts.bookingReceived(tx, row);
    },

    /** The assigned crew's messages; nothing while the booking has no lead. */
    async assigned(tx: DbOrTx, row: BookingRow, now: Date) {
      if (!row.cleanerId || row.status !== 'assigned') return;
      const members = await schedule.crewOf(tx, row.id);
      const lead = members.find((m) => m.cleanerId === row.cleanerId);
      if (!lead) return;
      await crewAssigned(tx, row, { lead, joined: members, at: now });
    },

    crewAssigned,

    /** Nothing goes to a booking still waiting for its payment choice: it was never announced. */
    async cancelled(tx: DbOrTx, row: BookingRow) {
      await email(tx, row, cancelledEmail(row.customerEmail, row, deps.brand));
      await deps.texts.cancelled(tx, row);
    },

    /** The customer gets the new time (and calendar invite); a crew that stays is told of the change. */
    async rescheduled(tx: DbOrTx, row: BookingRow, keptCrew: CrewMember[]) {
      await email(tx, row, rescheduledEmail(row.customerEmail, row, deps.brand));
      for (const c of keptCrew) await deps.texts.cleanerJobChanged(tx, row, c);
    },

    async statusChanged(tx: DbOrTx, row: BookingRow, note: string) {
      await email(tx, row, statusChangedEmail(row.customerEmail, row, deps.brand, note));
      if (row.status === 'completed') await deps.texts.completed(tx, row);
    },

    async onMyWay(tx: DbOrTx, row: BookingRow, cleaner: { name: string; phone: string }) {
      await email(tx, row, onMyWayEmail(row.customerEmail, row, cleaner, deps.brand));
      await deps.texts.onMyWay(tx, row, cleaner);
    },
  };
}

export type BookingNotifications = ReturnType<typeof bookingNotifications>;
