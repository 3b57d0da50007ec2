/** The short reference people read and say for a booking: its id's first 8 characters, upper case. */
export const bookingReference = (bookingId: string): string => bookingId.slice(0, 8).toUpperCase();

const REFERENCE_SEARCH = /^[0-9a-f-]{4,36}$/i;

/**
 * The id prefix a search text stands for when it looks like (the start of) a reference or id:
 * 'A1B2C3D4' finds booking a1b2c3d4-…. Undefined for anything else.
 */
export const referenceSearchPrefix = (search: string): string | undefined =>
  REFERENCE_SEARCH.test(search) ? search.toLowerCase() : undefined;
