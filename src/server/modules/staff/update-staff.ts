import type { Db, DbOrTx } from '../../db/client';
import { isUuid } from '../../../shared/ids';
import type { UpdateStaffInput } from '../../../shared/schemas/staff';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import { staffRepository } from './staff.repository';

/** 400 for a city id that is no city (the field's message, as the schema gives for a malformed one). */
export async function assertCities(tx: DbOrTx, cityIds: string[]) {
  const known = new Set(await staffRepository.existingCities(tx, cityIds));
  const index = cityIds.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw new AppError('VALIDATION_ERROR', 400, 'Unknown city', [
      { field: `cityIds.${index}`, message: 'Unknown city' },
    ]);
}

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
    if (input.cityIds !== undefined) {
      await assertCities(tx, input.cityIds);
      await staffRepository.setCities(tx, id, input.cityIds);
    }
    const row =
      Object.keys(changes).length || input.cityIds !== undefined
        ? await staffRepository.update(tx, id, changes, deps.clock.now())
        : found;
    await recordAudit(tx, {
      actor,
      action: 'staff.update',
      entityType: 'user',
      entityId: id,
      details: {
        before: {
          role: found.role,
          isActive: found.isActive,
          ...(input.cityIds !== undefined ? { cityIds: found.cityIds } : {}),
        },
        after: {
          role: row.role,
          isActive: row.isActive,
          ...(input.cityIds !== undefined ? { cityIds: row.cityIds } : {}),
        },
      },
    });
    return row;
  });
}
