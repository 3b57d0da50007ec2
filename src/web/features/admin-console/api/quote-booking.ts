import { useQuery } from '@tanstack/react-query';
import { quoteBookingDraftSchema, quoteBookingResultSchema } from '../../../../shared/api-admin';
import type { QuoteBookingInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { parsedApi, parseData } from '../../../lib/api-parse';

/** GET /api/admin/inbox/quotes/:id/booking-draft: the booking filled in from the quote and its sender's account. */
export const getQuoteBookingDraft = (quoteId: string) =>
  parsedApi.get(`/api/admin/inbox/quotes/${quoteId}/booking-draft`, quoteBookingDraftSchema);

export const useQuoteBookingDraft = (quoteId: string | null) =>
  useQuery({
    queryKey: adminKeys.quoteBookingDraft(quoteId),
    queryFn: () => getQuoteBookingDraft(quoteId!),
    enabled: !!quoteId,
    staleTime: 0,
  });

/** POST /api/admin/inbox/quotes/:id/booking: books it through the customer's own booking rules. */
export const createQuoteBooking = ({ quoteId, input }: { quoteId: string; input: QuoteBookingInput }) =>
  api.post<{ message?: string }>(`/api/admin/inbox/quotes/${quoteId}/booking`, input).then((answer) => ({
    ...parseData(quoteBookingResultSchema, answer, '/api/admin/inbox/quotes/:id/booking'),
    message: answer.message,
  }));

export const useCreateQuoteBooking = () =>
  useAdminAction(createQuoteBooking, (_input, result) => ({
    title: result.replayed ? 'Already booked' : 'Booking created',
    message: `${result.booking.reference} · ${result.booking.customerName} · ${result.booking.serviceName}`,
  }));
