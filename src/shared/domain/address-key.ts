/** The parts of an address that say where it is (a label or a point does not make it another place). */
export interface AddressParts {
  line1: string;
  line2?: string | null;
  city: string;
  pincode: string;
}

/**
 * Lower case; dots, apostrophes and hyphens inside a word dropped ("M.G." is "MG", "4-B" is "4B"); other
 * punctuation read as a space; whitespace collapsed: "Flat 4-B,  M.G. Road." → "flat 4b mg road".
 */
export function normaliseAddressText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.'’`-]+/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * One key per place: the same address typed three ways (case, spaces, commas, which line a part went
 * on) is one saved address. The two lines are read as one text; the PIN code by its digits.
 */
export function addressKey(address: AddressParts): string {
  const lines = normaliseAddressText(`${address.line1} ${address.line2 ?? ''}`);
  const city = normaliseAddressText(address.city);
  const pincode = address.pincode.replace(/\D/g, '');
  return `${lines}|${city}|${pincode}`;
}

export function sameAddress(a: AddressParts, b: AddressParts): boolean {
  return addressKey(a) === addressKey(b);
}
