import type { Db, DbOrTx } from '../../db/client';
import { actionKeysRepository, type ActionKeyRow } from './action-keys.repository';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';

export type CrewAction = 'on-my-way' | 'in-progress' | 'completed' | 'photo' | 'collect';

/** Writes the key in the action's transaction, before anything else: a second sender waits on it, then finds it. */
export type ClaimKey = (tx: DbOrTx, bookingId: string, resultId?: string) => Promise<void>;

/**
 * A crew's action under an Idempotency-Key is applied once per account and key: sent again (the phone
 * lost the answer, or synced its queue twice), the action is not repeated and the job as it is now is
 * the answer. The key is claimed in the action's transaction, so a refused action leaves no key and two
 * processes racing with one key apply it once (the second waits on the key's row, then finds it).
 */
export function actionKeyGuard(db: Db) {
  const find = (userId: string, key: string) => actionKeysRepository.find(db, userId, key);

  return async function once<T>(
    actor: AuthUser,
    key: string | undefined,
    action: CrewAction,
    bookingId: string,
    act: (claim?: ClaimKey) => Promise<T>,
    replay: (earlier: ActionKeyRow) => Promise<T>,
  ): Promise<T> {
    if (!key) return act();
    const answerTo = (row: ActionKeyRow) => {
      // Another action under the same key is the client's mistake (IETF 'The Idempotency-Key HTTP Header Field': 422).
      if (row.action !== action || row.bookingId !== bookingId)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, jobSafetyTexts.actionKeyReused, [
          { field: 'Idempotency-Key', message: jobSafetyTexts.actionKeyReused },
        ]);
      return replay(row);
    };
    const earlier = await find(actor.id, key);
    if (earlier) return answerTo(earlier);
    try {
      return await act(async (tx, id, resultId) => {
        await actionKeysRepository.claim(tx, { userId: actor.id, key, action, bookingId: id, resultId });
      });
    } catch (error) {
      // Refused because the same key got through meanwhile (the status moved, or the key's row was taken).
      const now = await find(actor.id, key);
      if (now) return answerTo(now);
      throw error;
    }
  };
}
