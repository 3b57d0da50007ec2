import type { Db } from '../../db/client';
import { reminderDue, visitDayWord } from '../../../shared/domain/reminders';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import type { Clock } from '../../platform/clock';
import type { Brand } from '../../platform/mail/brand';
import { type NotificationChannel, notify } from '../../platform/mail/channels';
import { templateCall } from '../../platform/mail/templates/index';
import { bookingFacts } from '../bookings/bookings.service';
import { remindersRepository } from './reminders.repository';
import type { TextNotifications } from '../notifications/text-notifications.service';

export const REMINDER_KIND = 'booking-reminder';

/**
 * The day-before reminder, once per booking however many processes run this: the
 * notifications_sent key and the queued message are written in one transaction.
 */
export function createRemindersService(deps: {
  db: Db;
  clock: Clock;
  brand: Brand;
  /** Hour of the day before the visit, Indian time (REMINDER_HOUR). */
  hour: number;
  channels: readonly NotificationChannel[];
  /** The reminder by SMS and WhatsApp too, in the same transaction and under the same claim. */
  texts: Pick<TextNotifications, 'reminder'>;
}) {
  const { db, clock } = deps;

  async function remindOne(id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const found = await remindersRepository.lockRemindable(tx, id);
      if (!found) return false;
      const { booking } = found;
      if (!reminderDue(booking.scheduledDate, booking.scheduledTime, clock.now(), deps.hour)) return false;
      if (!(await remindersRepository.claim(tx, booking.id, REMINDER_KIND))) return false;
      // Due from the day before until the start: sent on the visit's own day (India time), it says today.
      const day = visitDayWord(booking.scheduledDate, clock.now()) === 'today' ? 'today' : 'tomorrow';
      // Rendered by the sender, in the customer's language.
      const content = templateCall('booking-reminder', deps.brand, bookingFacts(booking), {
        startCode: booking.startCode,
        cleanerName: booking.status === 'assigned' ? (found.cleanerName ?? undefined) : undefined,
        day,
      });
      const [sent] = await notify(
        tx,
        deps.channels,
        {
          name: booking.customerName,
          email: booking.customerEmail || found.ownerEmail,
          phone: booking.phoneNumber,
        },
        { kind: REMINDER_KIND, content, bookingId: booking.id },
      );
      await deps.texts.reminder(tx, booking, day);
      await remindersRepository.recordSent(tx, booking.id, REMINDER_KIND, sent?.id ?? null, clock.now());
      return true;
    });
  }

  return {
    /** Queues every reminder that is due now; returns how many this call queued. */
    async sendDue(): Promise<number> {
      const now = clock.now();
      const today = todayInIndia(now);
      const candidates = await remindersRepository.candidates(db, [today, addDays(today, 1)], REMINDER_KIND);
      let queued = 0;
      for (const visit of candidates) {
        if (!reminderDue(visit.date, visit.time, now, deps.hour)) continue;
        if (await remindOne(visit.id)) queued++;
      }
      return queued;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
