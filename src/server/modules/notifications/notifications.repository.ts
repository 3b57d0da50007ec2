import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, notificationPreferences, textOptOuts, users } from '../../db/schema/index';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../../shared/notifications';

import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language';

type TextChannel = 'sms' | 'whatsapp';

/** The last ten digits of a stored phone, however it was typed ('+91 98765-43210' -> '9876543210'). */
const lastTen = (column: unknown) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

export const notificationsRepository = {
  async preferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
    const [row] = await db
      .select({
        email: notificationPreferences.email,
        sms: notificationPreferences.sms,
        whatsapp: notificationPreferences.whatsapp,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return row ?? { ...DEFAULT_NOTIFICATION_PREFERENCES };
  },

  async savePreferences(db: DbOrTx, userId: string, prefs: NotificationPreferences, now: Date) {
    const [row] = await db
      .insert(notificationPreferences)
      .values({ userId, ...prefs, updatedAt: now })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...prefs, updatedAt: now } })
      .returning({
        email: notificationPreferences.email,
        sms: notificationPreferences.sms,
        whatsapp: notificationPreferences.whatsapp,
      });
    return row;
  },

  /** The account's language; English for an id no account has. */
  async language(db: DbOrTx, userId: string): Promise<Language> {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return row?.language ?? DEFAULT_LANGUAGE;
  },

  async userPhone(db: DbOrTx, userId: string): Promise<string | undefined> {
    const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return row?.phone;
  },

  async isOptedOut(db: DbOrTx, channel: TextChannel, number: string): Promise<boolean> {
    const rows = await db
      .select({ number: textOptOuts.number })
      .from(textOptOuts)
      .where(and(eq(textOptOuts.channel, channel), eq(textOptOuts.number, number)));
    return rows.length > 0;
  },

  async optOut(db: DbOrTx, channel: TextChannel, number: string) {
    await db.insert(textOptOuts).values({ channel, number }).onConflictDoNothing();
  },

  async clearOptOut(db: DbOrTx, channel: TextChannel, number: string) {
    await db.delete(textOptOuts).where(and(eq(textOptOuts.channel, channel), eq(textOptOuts.number, number)));
  },

  /** Accounts that use this Indian mobile (ten digits), on their profile or on one of their bookings. */
  async usersWithMobile(db: DbOrTx, tenDigits: string): Promise<string[]> {
    const byBooking = db
      .selectDistinct({ id: bookings.userId })
      .from(bookings)
      .where(eq(lastTen(bookings.phoneNumber), tenDigits));
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(lastTen(users.phone), tenDigits), inArray(users.id, byBooking)));
    return rows.map((r) => r.id);
  },

  /** Every phone an account has used: its profile's and its bookings'. */
  async phonesOf(db: DbOrTx, userId: string): Promise<string[]> {
    const [profile, booked] = await Promise.all([
      db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)),
      db.selectDistinct({ phone: bookings.phoneNumber }).from(bookings).where(eq(bookings.userId, userId)),
    ]);
    return [...profile, ...booked].map((r) => r.phone);
  },

  /** Turns one channel off for these accounts (a STOP on WhatsApp). */
  async turnOff(db: DbOrTx, userIds: string[], channel: TextChannel, now: Date) {
    for (const userId of userIds) {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...DEFAULT_NOTIFICATION_PREFERENCES, [channel]: false, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { [channel]: false, updatedAt: now },
        });
    }
  },
};
