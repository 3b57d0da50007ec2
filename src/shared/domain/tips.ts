/** Tip choices the screen offers (₹50, ₹100, ₹200) and the bounds of any other amount (₹1 to ₹2,000). */
export const TIP_PRESETS_PAISE = [5_000, 10_000, 20_000] as const;
export const TIP_MIN_PAISE = 100;
export const TIP_MAX_PAISE = 200_000;

/**
 * A tip shared equally by the crew, in whole paise: each gets the floor of an equal share and the paise
 * left over go one each to the first members (the lead first), so the shares always add up to the tip.
 */
export function splitTip(amountPaise: number, cleanerIds: readonly string[]) {
  if (cleanerIds.length === 0) return [];
  const base = Math.floor(amountPaise / cleanerIds.length);
  const rest = amountPaise - base * cleanerIds.length;
  return cleanerIds.map((cleanerId, i) => ({ cleanerId, amountPaise: base + (i < rest ? 1 : 0) }));
}
