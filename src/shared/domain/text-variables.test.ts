import { describe, expect, it } from 'vitest';
import {
  cleanTextVariable,
  dltVariableProblem,
  fitOnWord,
  linkHosts,
  shortLinkUrl,
  TEXT_VARIABLE_MAX,
} from './text-variables';

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

describe('fitOnWord', () => {
  it.each([
    ['Vijay Nagar 452010', 30, 'Vijay Nagar 452010'],
    ['Sector Seventeen Extension Scheme 452010', 30, 'Sector Seventeen Extension'],
    ['Indore 452010', 8, 'Indore'],
    ['Abcdefghij', 4, 'Abcd'],
  ])('%j in %d -> %j', (text, max, out) => {
    expect(fitOnWord(text, max)).toBe(out);
  });
});

describe('short links and what DLT lets through', () => {
  it('a short link on a short domain fits one variable', () => {
    const url = shortLinkUrl('https://chamak.in/', 'Ab3dE6');
    expect(url).toBe('https://chamak.in/r/Ab3dE6');
    expect(url.length).toBeLessThanOrEqual(TEXT_VARIABLE_MAX);
  });

  it.each([
    [['Asha', 'https://chamak.in/r/Ab3dE6'], null],
    [['See www.chamak.in/x'], 'link not whitelisted'],
    [['https://maps.google.com/?q=Indore'], 'link not whitelisted'],
    [['x'.repeat(31)], 'variable longer than 30 characters'],
    [['आ'.repeat(30)], null],
  ])('%j -> %j', (values, problem) => {
    expect(dltVariableProblem(values, 'chamak.in')).toBe(problem);
  });

  it('finds the hosts of links in a text', () => {
    expect(linkHosts('Map: https://Maps.Google.com/?q=1 and http://127.0.0.1:3000/r/abc')).toEqual([
      'maps.google.com',
      '127.0.0.1',
    ]);
  });
});
