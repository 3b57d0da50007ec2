import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, textOptOuts, users } from '../../db/schema/index';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../../shared/notifications';

import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language';

type TextChannel = 'sms' | 'whatsapp';

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

  /** Turns one channel of an account on or off (a STOP or START on WhatsApp from its verified mobile). */
  async setChannel(db: DbOrTx, userId: string, channel: TextChannel, on: boolean, now: Date) {
    await db
      .insert(notificationPreferences)
      .values({ userId, ...DEFAULT_NOTIFICATION_PREFERENCES, [channel]: on, updatedAt: now })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { [channel]: on, updatedAt: now },
      });
  },
};
