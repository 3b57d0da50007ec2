/**
 * The service line a receipt or invoice prints: how much of what, and at what unit price when the price is
 * per unit (sofas, tanks, bathrooms). A price per area or a fixed package price has no unit price to show:
 * the area is printed as the quantity and the package's price as the amount.
 */
export function documentLine(input: {
  quantity: number;
  unit: string;
  pricePaise: number;
  addons: { pricePaise: number }[];
}): { quantity: number; unit: string; unitPricePaise: number | null } {
  const { quantity, unit } = input;
  const packagePaise = input.pricePaise - input.addons.reduce((sum, a) => sum + a.pricePaise, 0);
  const perUnit =
    unit !== 'sq.ft' && Number.isInteger(quantity) && quantity > 0 && packagePaise % quantity === 0;
  return { quantity, unit, unitPricePaise: perUnit ? packagePaise / quantity : null };
}

const plural = (word: string) => (/(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`);

/** The line's quantity in English as a document prints it: '1,200 sq.ft', '1 tank', '2 sofas/mattresses'. */
export function quantityWords(quantity: number, unit: string): string {
  if (unit === 'sq.ft' || !unit) return `${quantity.toLocaleString('en-IN')} sq.ft`;
  return `${quantity} ${quantity === 1 ? unit : unit.split('/').map(plural).join('/')}`;
}
