import { describe, expect, it } from 'vitest';
import { redeemGiftVoucherInputSchema } from '../schemas/gift-vouchers';
import { formatVoucherCode, normaliseVoucherCode, VOUCHER_CODE_PATTERN } from './gift-vouchers';

describe('gift voucher codes', () => {
  it.each([
    ['abcd-efgh-jkmn-pqrs', 'ABCDEFGHJKMNPQRS'],
    [' ABCD EFGH JKMN PQRS ', 'ABCDEFGHJKMNPQRS'],
    ['ABCD--EFGH\tJKMN-PQRS', 'ABCDEFGHJKMNPQRS'],
  ])('reads %j as typed or pasted', (typed, code) => {
    expect(normaliseVoucherCode(typed)).toBe(code);
    expect(redeemGiftVoucherInputSchema.parse({ code: typed }).code).toBe(code);
  });

  it.each([
    ['ABCD-EFGH-JKMN-PQR', 'one short'],
    ['ABCD-EFGH-JKMN-PQRST', 'one long'],
    ['ABCD-EFGH-JKMN-PQR0', 'a zero (never drawn: it looks like O)'],
    ['ABCD-EFGH-JKMN-PQRI', 'an I (never drawn: it looks like 1)'],
    ['ABCD-EFGH-JKMN-PQR\u0000', 'a NUL byte'],
    ['A'.repeat(41), 'too long to look at'],
  ])('refuses %j (%s)', (typed) => {
    expect(redeemGiftVoucherInputSchema.safeParse({ code: typed }).success).toBe(false);
  });

  it('shows a code in groups of four', () => {
    expect(formatVoucherCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(VOUCHER_CODE_PATTERN.test('ABCDEFGHJKMNPQRS')).toBe(true);
  });
});
