import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myJobsKey } from './get-my-jobs';

/** POST /api/bookings/:id/on-my-way: tells the customer the cleaner is coming. */
export const postOnMyWay = (bookingId: string) =>
  api.post<{ message?: string }>(`/api/bookings/${bookingId}/on-my-way`, {});

export function useOnMyWay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: postOnMyWay,
    onSuccess: () => qc.invalidateQueries({ queryKey: myJobsKey }),
  });
}
