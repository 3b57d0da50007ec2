/** No dependencies: fields.ts (and so the landing page) uses it; libphonenumber stays in phone-input.ts. */
/**
 * A phone number as people type it, as the 10 digits we store: spaces, dashes, dots and brackets go, and
 * a leading +91, 91 (12 digits) or trunk 0 (11 digits) is the country/trunk prefix, not part of the number.
 * Anything else comes back trimmed but otherwise as typed, so the pattern check still refuses it.
 */
export function phoneDigits(raw: string): string {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s\-().]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 10) return digits;
  return trimmed;
}
