import { useQuery } from '@tanstack/react-query';
import {
  dispatchSettingsDtoSchema,
  type DispatchDecisionDto,
  type DispatchMode,
} from '../../../../shared/schemas/auto-dispatch';
import type { OpenOfferSummary } from '../../../../shared/schemas/dispatch-offers';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/**
 * GET /api/admin/bookings/:id/dispatch: why the dispatch job chose this crew, or why nobody; in offer
 * mode, the offer still waiting for the crew's answer.
 */
export const useDispatchDecision = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.dispatchDecision(bookingId),
    queryFn: () =>
      api
        .get<{
          data: { decision: DispatchDecisionDto | null; offer?: OpenOfferSummary | null };
        }>(`/api/admin/bookings/${bookingId}/dispatch`)
        .then((r) => ({ decision: r.data.decision, offer: r.data.offer ?? null })),
  });

/** GET /api/admin/dispatch/settings: who assigns confirmed bookings. */
export const useDispatchSettings = () =>
  useQuery({
    queryKey: adminKeys.dispatchSettings(),
    queryFn: () => parsedApi.get('/api/admin/dispatch/settings', dispatchSettingsDtoSchema),
  });

export const dispatchModeLabels: Record<DispatchMode, string> = {
  manual: 'Manual: an admin assigns every booking',
  auto: 'Automatic: the best free crew is assigned as soon as a booking is confirmed',
  offer: 'Offers: the best free crew is offered the job in the cleaner app and accepts or declines it',
};

export const useSetDispatchMode = () =>
  useAdminAction(
    (mode: DispatchMode) => api.put('/api/admin/dispatch/settings', { mode }),
    (mode) => ({ title: 'Dispatch mode saved', message: dispatchModeLabels[mode] }),
  );
