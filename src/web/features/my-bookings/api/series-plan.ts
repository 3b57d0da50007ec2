import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { seriesPlanDtoSchema, type SeriesPlanDto } from '../../../../shared/api-series';
import { bookingKeys } from '../../../lib/booking-keys';
import { parsedApi } from '../../../lib/api-parse';

const planAnswer = z.object({ plan: seriesPlanDtoSchema });
const url = (id: string, action = '') => `/api/bookings/series/${encodeURIComponent(id)}${action}`;

/** GET /api/bookings/series/:id: the plan, its visits from today, and what cancelling the rest refunds. */
export const usePlan = (id: string) =>
  useQuery({
    queryKey: bookingKeys.plan(id),
    queryFn: () => parsedApi.get(url(id), planAnswer).then((d) => d.plan),
  });

export type PlanChange =
  | { action: 'skip'; bookingId: string }
  | { action: 'pause'; until: string }
  | { action: 'resume' }
  | { action: 'cancel' }
  | { action: 'reschedule'; bookingId: string; date: string; time: string };

const bodyOf = (change: PlanChange) => {
  if (change.action === 'skip') return { bookingId: change.bookingId };
  if (change.action === 'pause') return { until: change.until };
  if (change.action === 'reschedule')
    return { bookingId: change.bookingId, date: change.date, time: change.time };
  return {};
};

/** Skip, pause, resume, cancel or move the later visits: the answer is the plan as it now is; every booking list reloads. */
export function useChangePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PlanChange): Promise<SeriesPlanDto> =>
      parsedApi.post(url(id, `/${change.action}`), bodyOf(change), planAnswer).then((d) => d.plan),
    onSuccess: (plan) => queryClient.setQueryData(bookingKeys.plan(id), plan),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
