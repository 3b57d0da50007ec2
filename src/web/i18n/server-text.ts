import { useCallback } from 'react';
import { useTranslation } from './react';
import { defineNamespace, i18n } from './i18n';
import en from './locales/en/data';

/**
 * Texts that come from the server's data (the catalogue's service and package names, features, units;
 * the company's name and address) are translated by their English wording: the 'data' namespace maps
 * the seed's English to Hindi. A text an admin has since written has no entry and shows as written.
 */
export const DATA_NS = defineNamespace('data', en);
/**
 * Services' descriptions, packages' features and not-covered items (the cleaners' checklists too), looked up with the rest;
 * loaded only where a chunk registers it (feature-texts.ts), until then its texts show as written.
 */
export const FEATURES_NS = 'dataFeatures';

const options = (text: string) => ({
  ns: [DATA_NS, FEATURES_NS],
  keySeparator: false as const,
  nsSeparator: false as const,
  defaultValue: text,
});

/** Outside React (price labels): the active language's wording of a server text. */
export const serverText = (text: string): string => i18n.t(text, options(text));

/** In components: serverText that re-renders when the language changes. */
export function useServerText() {
  const { t } = useTranslation(DATA_NS);
  return useCallback((text: string): string => t(text, options(text)), [t]);
}

/**
 * A duration as the API writes it (shared/domain/durations.ts: '45 mins', 'About 8 hrs 30 mins',
 * '30 mins + 15 mins per 100 sq.ft'), in the active language. English is left as the API wrote it.
 */
export function durationText(text: string): string {
  if (i18n.language === 'en') return text;
  const exact = serverText(text);
  if (exact !== text) return exact;
  let out = text.replace(/(?<!\d)(\d+) (hrs?|mins)\b/g, (_, n: string, unit: string) =>
    i18n.t(unit === 'mins' ? 'duration.minutes' : 'duration.hours', { count: Number(n) }),
  );
  const perArea = /^(.*) per 100 sq\.ft$/.exec(out);
  if (perArea) out = i18n.t('duration.per100', { time: perArea[1] });
  const about = /^About (.*)$/.exec(out);
  if (about) out = i18n.t('duration.about', { time: about[1] });
  return out;
}
