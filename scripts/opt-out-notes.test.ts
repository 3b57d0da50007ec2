import { describe, expect, it } from 'vitest';
import { replyIntent } from '../src/shared/domain/opt-out-words';
import { notificationTexts } from '../src/shared/notifications';
import enAuth from '../src/web/i18n/locales/en/auth';
import hiAuth from '../src/web/i18n/locales/hi/auth';
import hiMessages from '../src/web/i18n/locales/hi/messages';

/**
 * Every note that tells people how to stop WhatsApp names a word the inbound webhook recognises
 * (issue 37: the Hindi note asks for "स्टॉप"). The word is read from the note itself, not written here.
 */
const stopWord = (note: string) =>
  /(?:Reply|reply) (\w+)|"([^"]+)"|“([^”]+)”/.exec(note)?.slice(1).find(Boolean);

const notes: [string, string][] = [
  ['sign-up hint (en)', enAuth.whatsapp.optInHint],
  ['sign-up hint (hi)', hiAuth.whatsapp.optInHint],
  ['shared opt-in hint', notificationTexts.whatsappOptInHint],
  ['profile hint', notificationTexts.whatsappHint],
  ...Object.entries(hiMessages)
    .filter(([en]) => /Reply STOP/.test(en))
    .map(([en, hi]): [string, string] => [`Hindi of "${en}"`, hi]),
];

describe('the opt-out word each WhatsApp note asks for', () => {
  it.each(notes)('%s names a word that stops the messages', (_, note) => {
    const word = stopWord(note);
    expect(word, note).toBeDefined();
    expect(replyIntent(word!)).toBe('stop');
  });
});
