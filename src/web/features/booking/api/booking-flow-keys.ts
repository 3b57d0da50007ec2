/**
 * What the booking form asks in the query cache: prices, the served area and the public offers. An admin's
 * catalogue edit invalidates `bookingFlowKeys.prices()`, an area edit `bookingFlowKeys.serviceArea()`.
 * The customer's own bookings are under `bookingKeys` (lib/booking-keys.ts).
 */
export const bookingFlowKeys = {
  /** Every price asked. */
  prices: () => ['price'] as const,
  price: (choice: { serviceId: string; packageName: string; area: number; addons: string[] }) =>
    [
      ...bookingFlowKeys.prices(),
      choice.serviceId,
      choice.packageName,
      choice.area,
      choice.addons.join('|'),
    ] as const,
  serviceArea: () => ['service-area'] as const,
  offers: () => ['offers'] as const,
  /** The owner's discount per plan frequency. */
  planDiscounts: () => ['plan-discounts'] as const,
};
