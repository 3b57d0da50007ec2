import type { BookingDto } from '../../../../shared/api-bookings';
import { api } from '../../../lib/api-client';

export interface CreditsUsed {
  creditsUsedPaise: number;
  /** What is left to pay online. */
  duePaise: number;
  /** The credits paid it all: the booking is confirmed, no online payment follows. */
  paid: boolean;
  booking: BookingDto;
}

/** The customer's credits pay first, up to the booking's total (once per booking; the server decides how much). */
export const applyCredits = (bookingId: string) =>
  api.post<{ data: CreditsUsed }>('/api/payment/use-credits', { bookingId }).then((r) => r.data);

export { useCredits } from './credits-api';
