import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../shared/language';
import enEmails from './locales/en/emails';
import enTexts from './locales/en/texts';
import hiData from './locales/hi/data';
import hiEmails from './locales/hi/emails';
import hiTexts from './locales/hi/texts';

/**
 * The server's own i18next instance (docs/decisions/009-i18n.md): the emails, SMS and WhatsApp texts
 * customers and cleaners get, in each language. Every catalogue is loaded at start (a few KB), so
 * rendering never waits.
 */
const instance = i18next.createInstance();
void instance.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['emails', 'texts', 'data'],
  defaultNS: 'emails',
  resources: {
    en: { emails: enEmails, texts: enTexts, data: {} },
    hi: { emails: hiEmails, texts: hiTexts, data: hiData },
  },
  initAsync: false,
  // React escapes the emails' HTML; SMS and WhatsApp are plain text.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** A stored or sent language, or English for anything else. */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** `t` for one language and namespace: `emailText('hi')('welcome.subject', { brand })`. */
export const emailText = (language: Language): TFunction => instance.getFixedT(language, 'emails');
export const smsText = (language: Language): TFunction => instance.getFixedT(language, 'texts');

/**
 * A name the server's data holds in English (a service, a package, the company's name and address) in
 * `language`, by its English wording; a name the catalogue does not know stays as written.
 */
export const dataText = (language: Language, text: string): string =>
  language === DEFAULT_LANGUAGE
    ? text
    : instance.t(text, {
        lng: language,
        ns: 'data',
        keySeparator: false,
        nsSeparator: false,
        defaultValue: text,
      });

/** How many strings each language has (the closing note counts them). */
export function stringCount(language: Language): number {
  const count = (value: unknown): number =>
    typeof value === 'string' ? 1 : Object.values(value as object).reduce((n: number, v) => n + count(v), 0);
  return ['emails', 'texts', 'data'].reduce(
    (n, ns) => n + count(instance.getResourceBundle(language, ns) ?? {}),
    0,
  );
}
