import { formatDateLong } from '../../../../shared/domain/time';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { jobsReturnedText } from '../model/format';

export interface LeaveInput {
  cleanerId: string;
  name: string;
  from: string;
  to: string;
  reason: string;
}

/** POST /api/admin/cleaners/:id/leave {from,to,reason}. */
export const addLeave = ({ cleanerId, from, to, reason }: LeaveInput) =>
  api.post<{ data: { jobsReturned: number } }>(`/api/admin/cleaners/${cleanerId}/leave`, {
    from,
    to,
    reason,
  });

export const useAddLeave = () =>
  useAdminAction(addLeave, (i, result) => ({
    title: 'Leave saved',
    message:
      `${i.name} is away ${formatDateLong(i.from)} – ${formatDateLong(i.to)}.` +
      jobsReturnedText(result.data.jobsReturned),
  }));
