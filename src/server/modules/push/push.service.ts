import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { PushSubscriptionJson } from '../../../shared/push';
import { pushRepository } from './push.repository';

export { type PushKind, pushMessage } from './push-texts';

/** An account's devices, for the notifications that queue a push to each (notifications module). */
export const pushDevices = (db: DbOrTx, userId: string) => pushRepository.forUser(db, userId);

/** An account's Web Push devices: each saves and removes its own. */
export function createPushService(deps: { db: Db; clock: Clock; publicKey: string | null }) {
  return {
    publicKey: () => deps.publicKey,

    async subscribe(userId: string, subscription: PushSubscriptionJson) {
      if (!deps.publicKey) throw notFound('Push notifications are not available.');
      await pushRepository.save(deps.db, userId, subscription, deps.clock.now());
    },

    /** Only the account's own device: another's endpoint is unknown to it (404, nothing said about it). */
    async unsubscribe(userId: string, endpoint: string) {
      if (!(await pushRepository.removeOwn(deps.db, userId, endpoint)))
        throw notFound('No such push subscription.');
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
