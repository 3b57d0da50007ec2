/** Money is integer paise inside the system; rupees only at the edges (API bodies, screens). */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,500 — for lists, cards and plans. Shows paise only when there are some. */
export function formatRupees(paise: Paise): string {
  const rupees = paise / 100;
  return `₹${Number.isInteger(rupees) ? whole.format(rupees) : exact.format(rupees)}`;
}

/** ₹1,500.00 — for payment and confirmation screens. */
export function formatRupeesExact(paise: Paise): string {
  return `₹${exact.format(paise / 100)}`;
}
