import { dictionary } from '@zxcvbn-ts/language-common';
import { serverMessages } from '../../shared/texts';
import { AppError } from './errors';

/** The 10,000 most used passwords (zxcvbn-ts's list, ranked by frequency in real leaks), lower-cased. */
let commonPasswords: Set<string> | undefined;

function list(): Set<string> {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
  );
  return commonPasswords;
}

/** Symbols people put for letters ('p@ssw0rd'): read back as the letters they stand for. */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};
const unleet = (p: string) => Array.from(p, (c) => LEET[c] ?? c).join('');

const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();

/**
 * Words a guesser here tries before the list: our brand, the cities we serve and India's largest, and
 * keyboard runs ('Chamak@123', 'Indore@123', 'Abcd@1234' were accepted before issue 33).
 */
const LOCAL_WORDS = new Set([
  'chamak',
  'indore',
  'bhopal',
  'ujjain',
  'dewas',
  'gwalior',
  'jabalpur',
  'india',
  'bharat',
  'hindustan',
  'delhi',
  'mumbai',
  'bombay',
  'kolkata',
  'chennai',
  'bangalore',
  'bengaluru',
  'hyderabad',
  'ahmedabad',
  'pune',
  'jaipur',
  'lucknow',
  'surat',
  'kanpur',
  'nagpur',
  'patna',
  'noida',
  'gurgaon',
  'gurugram',
  'abcd',
  'abcde',
  'abcdef',
  'qwer',
  'asdf',
  'zxcv',
]);

/**
 * The word inside a decorated password: 'welcome@123' → 'welcome', 'secret123' → 'secret',
 * '#india2024' → 'india'. A short decoration (at most MAX_DECORATION digits or symbols) comes off: a
 * listed word with '123' or '@1' around it is among the first guesses; a long tail is real strength.
 */
const MAX_DECORATION = 6;
function core(p: string): string | null {
  let start = 0;
  let end = p.length;
  while (start < end && !isLetter(p[start]!)) start++;
  while (end > start && !isLetter(p[end - 1]!)) end--;
  const decoration = p.slice(0, start) + p.slice(end);
  if (!decoration || decoration.length > MAX_DECORATION || end - start < 4) return null;
  return p.slice(start, end);
}

/**
 * True for a password attackers try first: one on the list or of our brand and cities, or such a word
 * with a few digits or symbols around it, or written with look-alike symbols ('Welcome@123',
 * 'P@ssw0rd1', 'Secret123', 'Chamak@123', 'Indore@123').
 * Loops rather than patterns: it runs on what strangers type (no regex to backtrack on).
 */
export function isCommonPassword(password: string): boolean {
  const common = list();
  const lower = password.toLowerCase();
  const candidates = [lower, core(lower), unleet(lower)];
  const plain = core(lower);
  if (plain) candidates.push(unleet(plain));
  if (new Set(lower).size <= 2) return true; // 'aaaaaaaa', 'abababab'
  return candidates.some((c) => c !== null && (common.has(c) || LOCAL_WORDS.has(c)));
}

/** Refuses a new password that attackers try first, whatever the complexity rule says of it. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_COMMON', 400, serverMessages.passwordTooCommon, [
      { field, message: serverMessages.passwordTooCommon },
    ]);
  }
}
