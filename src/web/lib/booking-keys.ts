/**
 * The customer's bookings in the query cache, under one root: whatever changes a booking (a cancel, a
 * payment, a rating) invalidates `bookingKeys.all` and so every list and detail below it. Several features
 * read and change bookings (my-bookings, payment, ratings), so the keys live below all of them.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** The one booking waiting for its payment choice, if any. */
  awaitingPayment: () => [...bookingKeys.all, 'awaiting-payment'] as const,
  /** Where the crew on the way to this booking is. */
  crewLocation: (bookingId: string) => [...bookingKeys.all, bookingId, 'location'] as const,
  /** A recurring plan's page (its visits are bookings: a change to one makes it stale too). */
  plan: (seriesId: string) => [...bookingKeys.all, 'plan', seriesId] as const,
};
