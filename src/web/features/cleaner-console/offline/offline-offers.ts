import type { JobOfferDto } from '../../../../shared/schemas/dispatch-offers';
import { ApiError } from '../../../lib/api-client';
import { run, STORES } from './offline-db';

interface SavedOffers {
  userId: string;
  savedAt: string;
  offers: JobOfferDto[];
}

const offersKey = 'offers';

export interface MyOffers {
  offers: JobOfferDto[];
  /** When the offers shown were saved on the phone: set only when the server could not be reached. */
  savedAt: string | null;
}

const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** Offers still open at `now` (one that lapsed has gone to another crew: never shown). */
export const stillOpen = (offers: JobOfferDto[], now: Date) =>
  offers.filter((o) => Date.parse(o.expiresAt) > now.getTime());

/**
 * The offers from the server, kept on the phone; without signal, those kept and not yet lapsed, so a
 * cleaner can accept one (the accept waits in the action queue and goes when the signal returns).
 */
export async function loadMyOffers(
  fetchOffers: () => Promise<JobOfferDto[]>,
  userId: string,
  now: Date,
): Promise<MyOffers> {
  try {
    const offers = await fetchOffers();
    void run(STORES.saved, 'readwrite', (s) =>
      s.put({ userId, savedAt: now.toISOString(), offers } satisfies SavedOffers, offersKey),
    ).catch(() => undefined);
    return { offers, savedAt: null };
  } catch (error) {
    if (!unreachable(error)) throw error;
    const saved = (await run(STORES.saved, 'readonly', (s) => s.get(offersKey)).catch(() => undefined)) as
      SavedOffers | undefined;
    if (!saved || saved.userId !== userId) throw error;
    return { offers: stillOpen(saved.offers, now), savedAt: saved.savedAt };
  }
}
