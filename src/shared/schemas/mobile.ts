import { checkIndianMobile, phoneDigits } from '../domain/phone-input';
import { validation } from '../texts';
import { requiredString } from './fields';

/**
 * An Indian mobile that texts can reach, typed any common way and stored as 10 digits: a landline gets its
 * own message, not a silent no-SMS later. Its own module: libphonenumber's metadata loads only with the
 * forms that take a mobile (not the landing page).
 */
export function mobileField(requiredMessage: string) {
  return requiredString(requiredMessage)
    .transform(phoneDigits)
    .superRefine((digits, ctx) => {
      const message = mobileError(digits);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** The form's message for a typed mobile, or null when texts can reach it (the schema's rule, for forms). */
export function mobileError(raw: string): string | null {
  const check = checkIndianMobile(phoneDigits(raw));
  if (check === 'mobile') return null;
  return check === 'not-mobile' ? validation.mobileNotLandline : validation.mobileInvalid;
}
