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
  return fitOnWord(words.join(' '));
}

/**
 * The text cut to at most `max` characters (code points) on a word boundary: at a word's end when the
 * next character starts a new word, else back to the last whole word (a single long word is cut).
 */
export function fitOnWord(text: string, max = TEXT_VARIABLE_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  if (chars[max] === ' ') return cut.trimEnd();
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/** A short link's code: 6 characters of [0-9A-Za-z] (62^6 ≈ 5.7 × 10^10 codes); `http://localhost:3000/r/` + 6 is 30. */
export const SHORT_LINK_CODE = /^[0-9A-Za-z]{6}$/;

/** `{PUBLIC_URL}/r/{code}`: the one kind of link an SMS carries (DLT whitelists our domain only). */
export function shortLinkUrl(publicUrl: string, code: string): string {
  let end = publicUrl.length;
  while (end > 0 && publicUrl[end - 1] === '/') end--;
  return `${publicUrl.slice(0, end)}/r/${code}`;
}

// A word that is a link: a scheme with '//' or 'www.' at its start.
const LINK_START = /^(?:[a-z][\w+.-]*:\/\/|www\.)/iu;

/** The host names of the links in a text (lower case): what an operator checks against its whitelist. */
export function linkHosts(text: string): string[] {
  return text
    .split(/\s/u)
    .filter((word) => LINK_START.test(word))
    .map((link) => {
      try {
        return new URL(/^www\./i.test(link) ? `http://${link}` : link).hostname.toLowerCase();
      } catch {
        return link.toLowerCase();
      }
    });
}

/**
 * What a DLT operator would refuse in an SMS's variables: one longer than TEXT_VARIABLE_MAX, or a link
 * to a host other than the whitelisted one. Null when every variable passes.
 */
export function dltVariableProblem(
  values: readonly string[],
  allowedHost: string,
  max = TEXT_VARIABLE_MAX,
): string | null {
  for (const value of values) {
    if (linkHosts(value).some((host) => host !== allowedHost.toLowerCase())) return 'link not whitelisted';
    if (Array.from(value).length > max) return `variable longer than ${max} characters`;
  }
  return null;
}
