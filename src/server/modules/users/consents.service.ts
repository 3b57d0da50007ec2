import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { latestConsents, recordConsent } from '../../platform/consent-records.repository';
import { badRequest, notFound } from '../../platform/errors';
import { privacyTexts, type Consent, type ConsentPurpose } from '../../../shared/schemas/privacy';
import { usersRepository } from './users.repository';

/**
 * A customer's consents (DPDP Rules 2025), each given or withdrawn in one tap: WhatsApp messages (the
 * notification preference), the newsletter (the account's own address; giving it sends the confirmation
 * mail) and location sharing (the exact points of saved addresses; given only by sharing one). The state
 * is read from where each choice acts, the dates from the consent records.
 */
export function createConsentsService(deps: {
  db: Db;
  clock: Clock;
  // The notifications and newsletter modules' services (given by app/services.ts: they use users already).
  preferences: {
    get(userId: string): Promise<{ whatsapp: boolean }>;
    setWhatsAppIn(tx: DbOrTx, userId: string, whatsapp: boolean): Promise<void>;
  };
  newsletter: {
    subscribeIn(tx: DbOrTx, email: string): Promise<void>;
    leaveIn(tx: DbOrTx, email: string): Promise<void>;
    stateOf(email: string): Promise<'none' | 'pending' | 'confirmed'>;
  };
}) {
  const { db, clock } = deps;

  async function emailOf(userId: string) {
    const user = await usersRepository.findById(db, userId);
    if (!user || user.deletedAt) throw notFound('User not found');
    return user.email;
  }

  return {
    async list(userId: string): Promise<Consent[]> {
      const email = await emailOf(userId);
      const [prefs, newsletter, points, records] = await Promise.all([
        deps.preferences.get(userId),
        deps.newsletter.stateOf(email),
        usersRepository.pointsKept(db, userId),
        latestConsents(db, userId),
      ]);
      const granted: Record<ConsentPurpose, boolean> = {
        whatsapp: prefs.whatsapp,
        newsletter: newsletter !== 'none',
        location: points > 0,
      };
      return (['whatsapp', 'newsletter', 'location'] as const).map((purpose) => {
        const record = records.get(purpose);
        return {
          purpose,
          granted: granted[purpose],
          awaitingConfirmation: purpose === 'newsletter' && newsletter === 'pending',
          changedAt: record ? record.createdAt.toISOString() : null,
          noticeVersion: record?.noticeVersion ?? null,
        };
      });
    },

    async set(userId: string, purpose: ConsentPurpose, granted: boolean): Promise<Consent[]> {
      // Location is given only by sharing a point (the browser asks the person first), never by a switch.
      if (purpose === 'location' && granted) throw badRequest(privacyTexts.locationFromAddress);
      const email = await emailOf(userId);
      await db.transaction(async (tx) => {
        const now = clock.now();
        if (purpose === 'whatsapp') await deps.preferences.setWhatsAppIn(tx, userId, granted);
        else if (purpose === 'newsletter')
          await (granted ? deps.newsletter.subscribeIn(tx, email) : deps.newsletter.leaveIn(tx, email));
        else await usersRepository.removeAllPoints(tx, userId);
        await recordConsent(tx, userId, purpose, granted, now);
      });
      return this.list(userId);
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
