import { addDays, formatDateLong } from './time';

/** How far ahead a visit may be booked unless an admin changes it. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 90;
export const MAX_BOOKING_HORIZON_DAYS = 365;

/**
 * The PINs served on a fresh install: Indore city and the towns around it. Sources and doubts are in
 * docs/decisions/007-service-area.md; admins edit the live list in the console.
 */
/**
 * Centres of the PIN areas we know well enough (the GPO, Vijay Nagar, and the towns' centres): a booking's
 * address is placed there for a live ETA and attendance distances. Other PINs have no coordinates.
 */
const PIN_CENTRES: Record<string, { lat: number; lng: number }> = {
  '452001': { lat: 22.7185, lng: 75.8572 },
  '452010': { lat: 22.7533, lng: 75.8937 },
  '453331': { lat: 22.639, lng: 75.811 },
  '453441': { lat: 22.5525, lng: 75.76 },
  '453551': { lat: 22.974, lng: 75.827 },
  '454775': { lat: 22.61, lng: 75.68 },
};

export const DEFAULT_SERVICE_PINCODES: readonly {
  pincode: string;
  area: string;
  lat?: number;
  lng?: number;
}[] = [
  ...(
    [
      '452001',
      '452002',
      '452003',
      '452004',
      '452005',
      '452006',
      '452007',
      '452008',
      '452009',
      '452010',
      '452011',
      '452012',
      '452013',
      '452014',
      '452015',
      '452016',
      '452018',
      '452020',
    ] as const
  ).map((pincode) => ({
    pincode,
    area:
      pincode === '452001'
        ? 'Indore city (GPO)'
        : pincode === '452010'
          ? 'Indore city (Vijay Nagar)'
          : 'Indore city',
  })),
  { pincode: '453331', area: 'Rau' },
  { pincode: '453441', area: 'Mhow (Dr. Ambedkar Nagar)' },
  { pincode: '453551', area: 'Sanwer' },
  { pincode: '454775', area: 'Pithampur' },
].map((p) => ({ ...p, ...PIN_CENTRES[p.pincode] }));

/** The last date a booking made today may be for (inclusive). */
export const lastBookableDate = (today: string, horizonDays: number) => addDays(today, horizonDays);

export const isBeyondHorizon = (date: string, today: string, horizonDays: number) =>
  date > lastBookableDate(today, horizonDays);

/** Exact texts a customer reads (kept here so a later change translates them). */
export const serviceAreaTexts = {
  pincodeNotServed: "We don't serve this pincode yet",
  pincodeNotServedHint:
    'We clean homes and offices in and around Indore. Ask us for a quote and we will see what we can do.',
  requestQuote: 'Request a quote',
  beyondHorizon: (horizonDays: number, lastDate: string) =>
    `Bookings open up to ${horizonDays} days ahead: please choose a date on or before ${formatDateLong(lastDate)}`,
};
