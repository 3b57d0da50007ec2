/** The longest name or free text a text message carries (SMS pays by 160-character segment). */
export const TEXT_VARIABLE_MAX = 30;

// A token that is or holds a link or an address: a scheme, 'www.', an '@', or a dot between letters
// ('evil-pay.test'). Each part is a plain character class, so matching stays linear.
const LINK_LIKE = /^(?:[a-z][\w+.-]*:|www\.)|@|\w\.\w/iu;
// Letters (any script) and the combining marks Devanagari writes vowels with; everything else goes.
const NOT_LETTER = /[^\p{L}\p{M}\s]+/gu;

/**
 * A name or other free text as it may go into an SMS or WhatsApp: letters and spaces only, no links,
 * at most TEXT_VARIABLE_MAX characters (cut at a word where one ends near it). Someone else typed it
 * (a customer's name on a booking, a cleaner's name), and the text goes out under our name: a link or
 * a phone number in it would be phishing sent by us. Empty when nothing is left; callers fall back.
 */
export function cleanTextVariable(raw: string): string {
  const words = raw
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word && !LINK_LIKE.test(word))
    .map((word) => word.replace(NOT_LETTER, ''))
    .filter(Boolean);
  const text = words.join(' ');
  const chars = Array.from(text);
  if (chars.length <= TEXT_VARIABLE_MAX) return text;
  const cut = chars.slice(0, TEXT_VARIABLE_MAX).join('');
  // At a word's end when the next character starts a new word, else back to the last whole word.
  if (chars[TEXT_VARIABLE_MAX] === ' ') return cut;
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
