import { useQuery } from '@tanstack/react-query';
import {
  bookingDispatchDtoSchema,
  dispatchSettingsDtoSchema,
  type DispatchMode,
} from '../../../../shared/schemas/auto-dispatch';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/**
 * GET /api/admin/bookings/:id/dispatch: why the dispatch job chose this crew, or why nobody; in offer
 * mode, the offer still waiting for the crew's answer and what became of earlier ones.
 */
export const useDispatchDecision = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.dispatchDecision(bookingId),
    queryFn: () => parsedApi.get(`/api/admin/bookings/${bookingId}/dispatch`, bookingDispatchDtoSchema),
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

/** POST /api/admin/bookings/:id/offer/withdraw: the open offer is taken back and goes to the next crew. */
export const useWithdrawOffer = (bookingId: string) =>
  useAdminAction(
    () => api.post(`/api/admin/bookings/${bookingId}/offer/withdraw`, {}),
    () => ({ title: 'Offer withdrawn', message: 'Dispatch offers the job to the next crew.' }),
  );
