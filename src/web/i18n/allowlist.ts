/**
 * Latin-script words a Hindi page may show: the brand's wordmark, the name of the other language on
 * the switch, and the company's contact details (emails). Digits, ₹ and punctuation are not words.
 */
export const latinAllowlist = ['Chamak', 'English'];

/** Latin-script words in a text, other than e-mail addresses, web addresses and allowlisted words. */
export function latinWords(text: string): string[] {
  const withoutContacts = text
    .replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\{\{\w+\}\}/g, ' ')
    .replace(/<\/?\w+>/g, ' ');
  return (withoutContacts.match(/[A-Za-z]+/g) ?? []).filter((w) => !latinAllowlist.includes(w));
}
