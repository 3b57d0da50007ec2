import { useCallback } from 'react';
import { useTranslation } from './react';
import { defineNamespace, i18n } from './i18n';
import en from './locales/en/messages';

/**
 * Messages (validation, toasts, errors) are written once in English in src/shared and by the server,
 * and keep the spec's words there. On screen they go through messageText: the 'messages' namespace maps
 * each English message to the active language; one it does not know shows as written.
 */
export const MESSAGES_NS = defineNamespace('messages', en);

const options = (text: string) => ({
  ns: MESSAGES_NS,
  keySeparator: false as const,
  nsSeparator: false as const,
  defaultValue: text,
});

/** Outside React (toasts): the active language's wording of an English message. */
export const messageText = (text: string): string =>
  i18n.language === 'en' ? text : i18n.t(text, options(text));

/** In components: messageText that re-renders when the language changes. */
export function useMessageText() {
  const { t } = useTranslation(MESSAGES_NS);
  return useCallback((text: string): string => t(text, options(text)), [t]);
}
