import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

/** DELETE /api/admin/cleaners/:id/leave/:leaveId. */
export const deleteLeave = ({ cleanerId, leaveId }: { cleanerId: string; leaveId: string }) =>
  api.delete(`/api/admin/cleaners/${cleanerId}/leave/${leaveId}`);

export const useDeleteLeave = () => useAdminAction(deleteLeave, () => ({ title: 'Leave removed' }));
