/**
 * The site's public address and the business behind it, for canonical links, Open Graph and JSON-LD.
 * The build writes this origin; the server serves PUBLIC_URL's origin in its place
 * (src/server/platform/site-origin.ts: BUILD_SITE_ORIGIN, kept equal to this).
 */
export const SITE_ORIGIN = 'https://chamak.in';

/** Where the company is (COMPANY_ADDRESS's default), in schema.org's parts. */
export const businessAddress = {
  streetAddress: '12 Vijay Nagar, AB Road',
  addressLocality: 'Indore',
  addressRegion: 'Madhya Pradesh',
  postalCode: '452010',
  addressCountry: 'IN',
} as const;

/** 'We answer every day, 8 AM to 8 PM' (contact block). */
export const openingHours = { opens: '08:00', closes: '20:00' } as const;

export const shareImage = { path: '/images/og-chamak.png', width: 1200, height: 630 } as const;
