/** Payment answers that are not a booking's (those are under `bookingKeys`, lib/booking-keys.ts). */
export const paymentKeys = {
  credits: () => ['credits'] as const,
  documents: (bookingId: string) => ['booking-documents', bookingId] as const,
};
