import { useQuery } from '@tanstack/react-query';
import { bookingCollectionSchema, type CollectInput } from '../../../../shared/schemas/collections';
import { api, ApiError } from '../../../lib/api-client';
import { cleanerKeys } from './cleaner-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/bookings/:id/collection: the amount due, the company's UPI link for it, what was recorded. */
export const getCollection = (bookingId: string) =>
  parsedApi.get(`/api/bookings/${bookingId}/collection`, bookingCollectionSchema);

export const useCollection = (bookingId: string, enabled: boolean) =>
  useQuery({ queryKey: cleanerKeys.collection(bookingId), queryFn: () => getCollection(bookingId), enabled });

/**
 * POST /api/bookings/:id/collect. A 409 'already recorded' means an earlier try got through (a retry
 * after a lost answer): the payment stands, so it counts as done.
 */
export async function recordCollection(bookingId: string, input: CollectInput) {
  try {
    await api.post(`/api/bookings/${bookingId}/collect`, input);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ALREADY_COLLECTED') return;
    throw error;
  }
}
