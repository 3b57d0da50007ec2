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

const options = (text: string) => ({
  ns: DATA_NS,
  keySeparator: false as const,
  nsSeparator: false as const,
  defaultValue: text,
});

/** Outside React (price labels): the active language's wording of a server text. */
export const serverText = (text: string): string => i18n.t(text, options(text));

export function useServerText() {
  const { t } = useTranslation(DATA_NS);
  return useCallback((text: string): string => t(text, options(text)), [t]);
}
