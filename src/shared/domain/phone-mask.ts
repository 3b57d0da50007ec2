/**
 * A phone as someone may see it who must not learn it: the last ten digits with all but the first two
 * and the last two hidden ('+91 98765 43210' -> '98XXXXXX10'); '' for no number. Customers see a
 * cleaner's number this way (the company line is the one to call), and the code dialog names the
 * number it texted.
 */
export function maskPhone(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').slice(-10);
  if (digits.length < 4) return '';
  return `${digits.slice(0, 2)}${'X'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
