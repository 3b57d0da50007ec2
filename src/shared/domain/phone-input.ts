import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { MOBILE_PATTERN } from '../patterns';

export { phoneDigits } from './phone-digits';

export type MobileCheck = 'mobile' | 'not-mobile' | 'invalid';

/**
 * Whether texts can reach a normalised number: 'mobile', 'not-mobile' (ten digits from 6-9 but not an
 * Indian mobile, e.g. the landline 7126485921: SMS and WhatsApp would silently never arrive), or 'invalid'.
 * libphonenumber's mobile-only metadata keeps the web bundle small; it knows the real mobile ranges.
 */
export function checkIndianMobile(digits: string): MobileCheck {
  // Not starting 6-9 keeps the spec's "valid 10-digit mobile number" message.
  if (!MOBILE_PATTERN.test(digits)) return 'invalid';
  const parsed = parsePhoneNumberFromString(digits, 'IN');
  return parsed?.isValid() && parsed.getType() === 'MOBILE' ? 'mobile' : 'not-mobile';
}
