import { z } from 'zod';

/** An address's lines as every answer gives them: a booking's, a saved address's, a quote's draft. */
export const addressLinesDtoSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type AddressLinesDto = z.infer<typeof addressLinesDtoSchema>;

/** The lines with the address's own point (degrees), when the customer saved one or an admin set it. */
export const addressWithPointDtoSchema = addressLinesDtoSchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AddressWithPointDto = z.infer<typeof addressWithPointDtoSchema>;

/** The address columns a booking row carries (its address is copied onto it when booked). */
export interface BookingAddressColumns {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
}

/** A booking row's address as every answer gives it: the one mapping from its columns. */
export const toBookingAddressDto = (b: BookingAddressColumns): AddressLinesDto => ({
  line1: b.addressLine1,
  line2: b.addressLine2,
  city: b.city,
  state: b.state,
  pincode: b.pincode,
});

/** The address with its own point: the admin's booking page, the customer's data export. */
export const toBookingAddressWithPointDto = (
  b: BookingAddressColumns & { addressLatitude: number | null; addressLongitude: number | null },
): AddressWithPointDto => ({
  ...toBookingAddressDto(b),
  latitude: b.addressLatitude,
  longitude: b.addressLongitude,
});

/** The address on one line, as a mail or a calendar entry shows it: "12 MG Road, Indore, Madhya Pradesh - 452001". */
export const bookingAddressText = (b: BookingAddressColumns): string =>
  `${[b.addressLine1, b.addressLine2, b.city, b.state].filter(Boolean).join(', ')} - ${b.pincode}`;
