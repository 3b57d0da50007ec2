import type { Db } from '../../db/client';
import { isUuid } from '../../../shared/ids';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { conflict } from '../../platform/errors';
import { removeSecondFactor } from '../auth/second-factor.service';
import { userAccounts } from '../users/users.service';
import { staffRepository } from './staff.repository';
import { staffNotFound } from './update-staff';

/**
 * An owner takes away another staff member's second factor (a lost phone): their sessions end, and they sign
 * in with the password alone, then set it up again (at once when STAFF_SECOND_FACTOR=required). Audited.
 * An owner's own factor is turned off from their profile, with a code or the password.
 */
export async function resetStaffSecondFactor(
  deps: { db: Db; clock: Clock },
  { actor, id }: { actor: AuthUser; id: string },
) {
  if (!isUuid(id)) throw staffNotFound();
  if (id === actor.id) throw conflict('Turn off your own two-step sign-in from your profile.', 'CONFLICT');
  return deps.db.transaction(async (tx) => {
    const found = await staffRepository.find(tx, id);
    if (!found) throw staffNotFound();
    const removed = await removeSecondFactor(tx, id);
    if (removed) await userAccounts.bumpTokenVersion(tx, id, { updatedAt: deps.clock.now() });
    await recordAudit(tx, {
      actor,
      action: 'staff.reset_second_factor',
      entityType: 'user',
      entityId: id,
      details: { hadSecondFactor: found.secondFactor },
    });
    return { ...found, secondFactor: false };
  });
}
