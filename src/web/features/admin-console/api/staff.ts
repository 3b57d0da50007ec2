import { useQuery } from '@tanstack/react-query';
import { staffListSchema, staffMemberAnswerSchema, type StaffMemberDto } from '../../../../shared/api-staff';
import type { StaffRole } from '../../../../shared/domain/permissions';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/staff: owners only. */
export const getStaff = () => parsedApi.get('/api/admin/staff', staffListSchema).then((d) => d.staff);

export const useStaff = () => useQuery({ queryKey: adminKeys.staff(), queryFn: getStaff });

export interface NewStaffInput {
  name: string;
  email: string;
  phone: string;
  role: StaffRole;
  password?: string;
}

/** POST /api/admin/staff: without a password the server emails a temporary one. */
export const createStaff = (input: NewStaffInput) =>
  parsedApi.post(
    '/api/admin/staff',
    { ...input, password: input.password ? input.password : undefined },
    staffMemberAnswerSchema,
  );

export const useCreateStaff = (toast: (input: NewStaffInput) => { title: string; message?: string }) =>
  useAdminAction(createStaff, toast);

export interface UpdateStaffInput {
  id: string;
  role?: StaffRole;
  isActive?: boolean;
}

/** PATCH /api/admin/staff/:id {role?, isActive?}: the server keeps at least one active owner (409). */
export const updateStaff = ({ id, ...changes }: UpdateStaffInput) =>
  parsedApi.patch(`/api/admin/staff/${id}`, changes, staffMemberAnswerSchema);

export const useUpdateStaff = (
  toast: (input: UpdateStaffInput, member: StaffMemberDto) => { title: string; message?: string },
) => useAdminAction(updateStaff, (input, result) => toast(input, result.member));

/** POST /api/admin/staff/:id/reset-second-factor: owners only; the member is signed out and sets it up again. */
export const resetStaffSecondFactor = (member: StaffMemberDto) =>
  parsedApi.post(`/api/admin/staff/${member._id}/reset-second-factor`, undefined, staffMemberAnswerSchema);

export const useResetStaffSecondFactor = (
  toast: (member: StaffMemberDto) => { title: string; message?: string },
) => useAdminAction(resetStaffSecondFactor, (_input, result) => toast(result.member));
