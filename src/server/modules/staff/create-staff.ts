import type { Db } from '../../db/client';
import type { CreateStaffInput } from '../../../shared/schemas/staff';
import type { StaffRole } from '../../../shared/domain/permissions';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { assertUncommonPassword } from '../../platform/common-passwords';
import { conflict, isUniqueViolation } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/index';
import { generateTemporaryPassword, hashPassword } from '../../platform/passwords';
import { staffRepository } from './staff.repository';
import { assertCities } from './update-staff';

/**
 * An owner adds a staff member, as cleaners are made: with the owner's password for them, or a temporary
 * one mailed through the outbox in the same transaction (it must be changed at the first sign-in).
 */
export async function createStaff(
  deps: { db: Db; brand: Brand },
  { actor, input }: { actor: AuthUser; input: Omit<CreateStaffInput, 'role'> & { role: StaffRole } },
) {
  if (input.password) assertUncommonPassword(input.password, 'password');
  const temporary = input.password ? null : generateTemporaryPassword();
  const passwordHash = await hashPassword(input.password ?? temporary!);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await staffRepository.insert(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        role: input.role,
        passwordHash,
        mustChangePassword: !!temporary,
      });
      if (input.cityIds?.length) {
        await assertCities(tx, input.cityIds);
        await staffRepository.setCities(tx, row.id, input.cityIds);
      }
      await recordAudit(tx, {
        actor,
        action: 'staff.create',
        entityType: 'user',
        entityId: row.id,
        details: {
          name: input.name,
          email: input.email,
          role: input.role,
          cityIds: input.cityIds ?? [],
          temporaryPassword: !!temporary,
        },
      });
      if (temporary)
        await enqueueEmail(tx, {
          kind: 'staff-welcome',
          to: input.email,
          ...templateCall('staff-welcome', deps.brand, {
            name: input.name,
            temporaryPassword: temporary,
          }),
        });
      return input.cityIds?.length ? (await staffRepository.find(tx, row.id))! : row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
    throw error;
  }
}
