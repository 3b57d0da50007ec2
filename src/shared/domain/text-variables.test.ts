import { describe, expect, it } from 'vitest';
import { cleanTextVariable, TEXT_VARIABLE_MAX } from './text-variables';

describe('cleanTextVariable', () => {
  it.each([
    ['Asha Verma', 'Asha Verma'],
    ['  Asha   Verma  ', 'Asha Verma'],
    ['आशा वर्मा', 'आशा वर्मा'],
    ['https://evil-pay.test/refund', ''],
    ['Hi https://evil-pay.test/refund now', 'Hi now'],
    ['visit evil-pay.test today', 'visit today'],
    ['www.example.com', ''],
    ['call me at bit.ly/x', 'call me at'],
    ['mail a@b.test please', 'mail please'],
    ['javascript:alert(1) Ravi', 'Ravi'],
    ['Ravi 9876543210', 'Ravi'],
    ['O’Brien-Smith', 'OBrienSmith'],
    ['Ravi\u0000 Verma\n', 'Ravi Verma'],
    ['<b>Ravi</b>', 'bRavib'],
    ['₹500 refund', 'refund'],
    ['', ''],
    ['12345', ''],
    ['Ramachandran Venkataraman Subramanian', 'Ramachandran Venkataraman'],
    ['Abcdefghijklmnopqrstuvwxyzabcdefghij', 'Abcdefghijklmnopqrstuvwxyzabcd'],
    ['Abcdefghijklmnopqrstuvwxyz abcd efg', 'Abcdefghijklmnopqrstuvwxyz'],
    ['Abcdefghijklmnopqrstuvwxyz abc def', 'Abcdefghijklmnopqrstuvwxyz abc'],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanTextVariable(raw)).toBe(clean);
  });

  it('never gives more than the limit, a link or anything but letters and spaces', () => {
    const inputs = [
      'a'.repeat(500),
      `${'ab '.repeat(40)}`,
      'x'.repeat(29) + ' https://e.test',
      'नमस्ते '.repeat(9),
    ];
    for (const raw of inputs) {
      const out = cleanTextVariable(raw);
      expect(Array.from(out).length).toBeLessThanOrEqual(TEXT_VARIABLE_MAX);
      expect(out).toMatch(/^[\p{L}\p{M} ]*$/u);
      expect(out).not.toMatch(/^ | $/);
    }
  });
});
