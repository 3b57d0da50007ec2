import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * An Indian mobile number as the providers take it: E.164 digits without '+' ('919876543210'), or
 * null when the number is not a valid Indian mobile (a landline cannot read an SMS or a WhatsApp).
 * Ten digits without a country code are read as Indian.
 */
export function indianMobile(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), 'IN');
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number.slice(1);
}
