import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PositionInput } from '../../../../shared/location';
import { cleanerKeys } from './cleaner-keys';

export type JobStatusChange =
  | { bookingId: string; status: 'in-progress'; startCode: string; position?: PositionInput }
  | {
      bookingId: string;
      status: 'completed';
      notes?: string;
      checklist?: { item: string; done: boolean; note?: string }[];
      /** The phone's position, sent only when the cleaner agreed (proof of attendance). */
      position?: PositionInput;
    };

/** PATCH /api/bookings/:id/status: a cleaner starts (with the customer's code) or completes a job. */
export const patchJobStatus = ({ bookingId, ...body }: JobStatusChange) =>
  api.patch<{ message?: string }>(`/api/bookings/${bookingId}/status`, body);

export function useUpdateJobStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: patchJobStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: cleanerKeys.jobs() }),
  });
}
