import type { Db, DbOrTx } from '../../db/client';
import type { NotificationPreferences, UpdateNotificationPreferences } from '../../../shared/notifications';
import type { Clock } from '../../platform/clock';
import { indianMobile } from '../../platform/messaging/phone';
import { notificationsRepository } from './notifications.repository';

/** A customer's channels: email always, SMS unless turned off, WhatsApp only after an opt-in. */
export function createPreferencesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** An explicit opt-in also lifts an earlier STOP from the account's own numbers. */
  async function liftStops(tx: DbOrTx, userId: string) {
    const numbers = new Set(
      (await notificationsRepository.phonesOf(tx, userId)).map(indianMobile).filter((n) => n !== null),
    );
    for (const n of numbers) await notificationsRepository.clearOptOut(tx, 'whatsapp', n);
  }

  return {
    get: (userId: string) => notificationsRepository.preferences(db, userId),

    update(userId: string, change: UpdateNotificationPreferences): Promise<NotificationPreferences> {
      return db.transaction(async (tx) => {
        const current = await notificationsRepository.preferences(tx, userId);
        const next = {
          email: true,
          sms: change.sms ?? current.sms,
          whatsapp: change.whatsapp ?? current.whatsapp,
        };
        if (next.whatsapp && !current.whatsapp) await liftStops(tx, userId);
        return notificationsRepository.savePreferences(tx, userId, next, clock.now());
      });
    },

    /** The WhatsApp box at signup or on the booking form, inside that transaction. */
    async optInWhatsApp(tx: DbOrTx, userId: string) {
      const current = await notificationsRepository.preferences(tx, userId);
      if (current.whatsapp) return;
      await liftStops(tx, userId);
      await notificationsRepository.savePreferences(tx, userId, { ...current, whatsapp: true }, clock.now());
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
