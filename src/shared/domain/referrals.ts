/**
 * Referrals (issue 36 part 5, PRODUCT §5c): a customer's code brings a new customer; when the new customer's
 * first paid booking is completed both earn credits (amounts the owner sets), unless a fraud rule refuses it.
 */
export const REFERRAL_STATES = ['pending', 'rewarded', 'refused'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** Why a referral was refused, stored with it. */
export const REFERRAL_REFUSALS = ['self', 'same_mobile', 'same_address', 'same_payment_account'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

/** The refusal in words (English: the admin console). */
export const referralRefusalLabels: Record<ReferralRefusal, string> = {
  self: 'Own code',
  same_mobile: "Same mobile as the referrer's",
  same_address: "Same address as one of the referrer's",
  same_payment_account: "Same payment account as the referrer's",
};

/** Codes are 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L): 31^8 ≈ 8.5 × 10^11 codes. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

/** A code as typed or pasted: case and spaces or dashes do not matter. */
export function normaliseReferralCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** The link a customer shares: the signup page with their code. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(code)}`;
}

/** A mobile by its last ten digits ('+91 98765-43210' and '9876543210' are one number); '' when none. */
export function mobileKey(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}
