/** Money is integer paise inside the system; rupees only at the edges (API bodies, screens). */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/**
 * 1,50,000.50: en-IN grouping (the last three digits, then pairs), as Intl.NumberFormat('en-IN') writes
 * it (money.test.ts compares them). Written out because a page's first Intl.NumberFormat starts ICU:
 * 15–40 ms on the main thread, a long task on a phone, paid by every page that shows a price.
 */
/** '1234567' → '12,34,567' in pairs from the right (a loop: the lookahead regex was quadratic). */
function pairsFromTheRight(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}

function enIn(value: number, decimals: 0 | 2): string {
  const [int, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const head = pairsFromTheRight(int.slice(0, -3));
  const grouped = head ? `${head},${int.slice(-3)}` : int;
  return `${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A negative amount reads '−₹798' (the minus sign before the rupee sign), never '₹-798'. */
const signed = (paise: Paise, text: string) =>
  paise < 0 && text !== '₹0' && text !== '₹0.00' ? `−${text}` : text;

/** ₹1,500 — for lists, cards and plans. Shows paise only when there are some. */
export function formatRupees(paise: Paise): string {
  const rupees = paise / 100;
  return signed(paise, `₹${enIn(rupees, Number.isInteger(rupees) ? 0 : 2)}`);
}

/** ₹1,500.00 — for payment and confirmation screens. */
export function formatRupeesExact(paise: Paise): string {
  return signed(paise, `₹${enIn(paise / 100, 2)}`);
}
