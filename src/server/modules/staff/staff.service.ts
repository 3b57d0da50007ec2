import type { Db } from '../../db/client';
import type { StaffRole } from '../../../shared/domain/permissions';
import type { CreateStaffInput, UpdateStaffInput } from '../../../shared/schemas/staff';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Brand } from '../../platform/mail/brand';
import type { StaffMemberDto } from '../../../shared/api-staff';
import { createStaff } from './create-staff';
import { staffRepository, type StaffRow } from './staff.repository';
import { updateStaff } from './update-staff';
import { resetStaffSecondFactor } from './reset-second-factor';

export const toStaffDto = (row: StaffRow): StaffMemberDto => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  isActive: row.isActive,
  secondFactor: !!row.secondFactor,
  cityIds: typeof row.cityIds === 'string' ? (JSON.parse(row.cityIds) as string[]) : (row.cityIds ?? []),
  createdAt: row.createdAt.toISOString(),
});

/** Staff accounts (owners, city managers, dispatchers, support, finance), managed by owners. */
export function createStaffService(deps: { db: Db; clock: Clock; brand: Brand }) {
  return {
    list: async () => (await staffRepository.list(deps.db)).map(toStaffDto),
    create: async (actor: AuthUser, input: CreateStaffInput & { role: StaffRole }) =>
      toStaffDto(await createStaff(deps, { actor, input })),
    update: async (actor: AuthUser, id: string, input: UpdateStaffInput) =>
      toStaffDto(await updateStaff(deps, { actor, id, input })),
    resetSecondFactor: async (actor: AuthUser, id: string) =>
      toStaffDto(await resetStaffSecondFactor(deps, { actor, id })),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
