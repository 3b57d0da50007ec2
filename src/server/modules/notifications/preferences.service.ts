import type { Db, DbOrTx } from '../../db/client';
import type { NotificationPreferences, UpdateNotificationPreferences } from '../../../shared/notifications';
import type { Clock } from '../../platform/clock';
import { recordConsent } from '../../platform/consent-records.repository';
import { notificationsRepository } from './notifications.repository';

/**
 * A customer's channels: email always, SMS unless turned off, WhatsApp only after an opt-in. Texts go
 * to the account's verified mobile only; the opt-in is the account's for that number. A STOP belongs
 * to the number that sent it: ticking WhatsApp again (here, at sign-up or on a booking) does not lift
 * it, since the box can be ticked by whoever holds the account or types the number; only that
 * number's own START or a fresh code proven by its owner does (a stranger with the number must not opt it back in).
 */
export function createPreferencesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

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
        if (next.whatsapp !== current.whatsapp)
          await recordConsent(tx, userId, 'whatsapp', next.whatsapp, clock.now());
        return notificationsRepository.savePreferences(tx, userId, next, clock.now());
      });
    },

    /** The profile's WhatsApp consent, inside the transaction that records it. */
    async setWhatsAppIn(tx: DbOrTx, userId: string, whatsapp: boolean) {
      const current = await notificationsRepository.preferences(tx, userId);
      if (current.whatsapp !== whatsapp)
        await notificationsRepository.savePreferences(tx, userId, { ...current, whatsapp }, clock.now());
    },

    /** The WhatsApp box at signup or on the booking form, inside that transaction. */
    async optInWhatsApp(tx: DbOrTx, userId: string) {
      const current = await notificationsRepository.preferences(tx, userId);
      if (current.whatsapp) return;
      await recordConsent(tx, userId, 'whatsapp', true, clock.now());
      await notificationsRepository.savePreferences(tx, userId, { ...current, whatsapp: true }, clock.now());
    },

    /** Its owner proved the number with a code: a WhatsApp STOP from it no longer holds. */
    async numberVerified(tx: DbOrTx, _userId: string, number: string) {
      await notificationsRepository.clearOptOut(tx, 'whatsapp', number);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
