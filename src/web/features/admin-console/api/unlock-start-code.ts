import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

export interface UnlockStartCodeInput {
  bookingId: string;
  reason: string;
}

/** POST /api/bookings/:id/start-code/unlock: the crew may try the customer's code again (audited). */
export const unlockStartCode = ({ bookingId, reason }: UnlockStartCodeInput) =>
  api.post(`/api/bookings/${bookingId}/start-code/unlock`, { reason });

export const useUnlockStartCode = () =>
  useAdminAction(unlockStartCode, () => ({
    title: 'Start code unlocked',
    message: "The crew can start the job with the customer's code again.",
  }));
