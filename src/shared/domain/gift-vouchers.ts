/**
 * Gift vouchers (issue 36 part 6, PRODUCT §5c): bought online for someone, delivered with a code, redeemed once
 * into credits (decision 046). Amounts are whole rupees within these limits.
 */
export const VOUCHER_MIN_RUPEES = 500;
export const VOUCHER_MAX_RUPEES = 10_000;
export const VOUCHER_MESSAGE_MAX = 200;
export const VOUCHER_NAME_MAX = 80;

/** A voucher can be redeemed for this long after it is paid; its credits run out this long after redemption. */
export const VOUCHER_VALID_DAYS = 365;
export const VOUCHER_CREDIT_DAYS = 365;

export const VOUCHER_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/**
 * A refunded voucher's payment at the provider (decision 046): 'pending' while asked, 'processed' once the
 * provider confirms, 'failed' when it refused or did not answer (an admin retries; the voucher stays refunded).
 */
export const VOUCHER_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type VoucherRefundStatus = (typeof VOUCHER_REFUND_STATUSES)[number];

/** The admin list's states: what the office reads of a voucher. */
export const VOUCHER_ADMIN_STATES = ['pending_payment', 'paid', 'redeemed', 'refunded', 'expired'] as const;
export type VoucherAdminState = (typeof VOUCHER_ADMIN_STATES)[number];

export const VOUCHER_REFUND_REASON_MIN = 3;
export const VOUCHER_REFUND_REASON_MAX = 200;

/**
 * Codes are 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L): 31^16 ≈ 7 × 10^23, about 79
 * bits, drawn with crypto.randomInt; shown in groups of four.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VOUCHER_CODE_LENGTH = 16;
export const VOUCHER_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$/;

/** A code as typed or pasted: case, spaces and dashes do not matter. */
export function normaliseVoucherCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** 'ABCDEFGHJKMNPQRS' -> 'ABCD-EFGH-JKMN-PQRS'. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** A recipient's address as the office sees it: 'r***@example.com' (the mobile: maskPhone). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
