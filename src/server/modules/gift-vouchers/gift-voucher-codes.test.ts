import { describe, expect, it } from 'vitest';
import { VOUCHER_CODE_PATTERN } from '../../../shared/domain/gift-vouchers';
import { newVoucherCode, voucherCodeHash } from './gift-vouchers.service';

describe('new gift voucher codes', () => {
  it('draws 16 characters of the alphabet without look-alikes, all different over many draws', () => {
    const codes = Array.from({ length: 2000 }, newVoucherCode);
    for (const c of codes) expect(c).toMatch(VOUCHER_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up: the draw is not stuck on a part of it.
    expect(new Set(codes.join('')).size).toBe(31);
  });

  it('stores a hash that does not contain the code', () => {
    const code = newVoucherCode();
    expect(voucherCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(voucherCodeHash(code)).toBe(voucherCodeHash(code));
    expect(voucherCodeHash(code)).not.toContain(code.toLowerCase());
  });
});
