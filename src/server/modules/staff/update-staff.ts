import type { Db } from '../../db/client';
import { isUuid } from '../../../shared/ids';
import type { UpdateStaffInput } from '../../../shared/schemas/staff';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { staffRepository } from './staff.repository';

export const staffNotFound = () => notFound('Staff member not found', 'STAFF_NOT_FOUND');

/**
 * An owner changes a staff member's role or switches their account on or off. There is always an active
 * owner left: the active owners' rows are locked first, so two owners demoting each other at once cannot
 * both succeed. A deactivated account is signed out at its next request (the guard reads isActive).
 */
export async function updateStaff(
  deps: { db: Db; clock: Clock },
  { actor, id, input }: { actor: AuthUser; id: string; input: UpdateStaffInput },
) {
  if (!isUuid(id)) throw staffNotFound();
  return deps.db.transaction(async (tx) => {
    const owners = await staffRepository.lockActiveOwners(tx);
    const found = await staffRepository.find(tx, id);
    if (!found) throw staffNotFound();
    const staysOwner = (input.role ?? found.role) === 'admin' && (input.isActive ?? found.isActive) === true;
    if (owners.includes(id) && !staysOwner && owners.length <= 1)
      throw conflict('There must always be an active owner.', 'LAST_OWNER');
    const changes = {
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    };
    const row = Object.keys(changes).length
      ? await staffRepository.update(tx, id, changes, deps.clock.now())
      : found;
    await recordAudit(tx, {
      actor,
      action: 'staff.update',
      entityType: 'user',
      entityId: id,
      details: {
        before: { role: found.role, isActive: found.isActive },
        after: { role: row.role, isActive: row.isActive },
        ...(input.cityIds !== undefined ? { cityIds: input.cityIds } : {}),
      },
    });
    return row;
  });
}
