import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { currentLanguage, defineNamespace, i18n, loadActiveLanguage } from './i18n';
import en from './locales/en/messages';
import type { MessagePattern } from './message-patterns';

/**
 * Messages (validation, toasts, errors) are written once in English in src/shared and by the server,
 * and keep the spec's words there. On screen they go through messageText: the 'messages' namespace maps
 * each English message to the active language (a message with values by its template,
 * message-patterns.ts); one it does not know shows as written.
 *
 * The namespace is registered when first needed (a field, a toast), not when this module loads: fields
 * are on the landing page, and a Hindi first visit should not wait for every message before it renders.
 */
export const MESSAGES_NS = 'messages';

let version = 0;
const listeners = new Set<() => void>();
function changed() {
  version += 1;
  for (const listener of listeners) listener();
}
i18n.on('languageChanged', changed);

/** The templates, compiled; they travel with the catalogues, not in every page's JavaScript. */
let patterns: { regex: RegExp; pattern: MessagePattern }[] | undefined;

const loaded = () => !!patterns && i18n.hasResourceBundle(i18n.language, MESSAGES_NS);

/** Fetches the messages in the active language; from now on a language switch brings them too. */
export async function loadMessages(): Promise<void> {
  defineNamespace(MESSAGES_NS, en);
  if (currentLanguage() === 'en' || loaded()) return;
  const [{ messagePatterns, templateRegex }] = await Promise.all([
    import('./message-patterns'),
    loadActiveLanguage(),
  ]);
  patterns ??= messagePatterns.map((pattern) => ({ regex: templateRegex(pattern.template), pattern }));
  changed();
}

const lookup = (key: string): string | undefined => {
  const found: unknown = i18n.getResource(i18n.language, MESSAGES_NS, key, { keySeparator: false });
  return typeof found === 'string' ? found : undefined;
};

function fromPattern(text: string): string | undefined {
  for (const { regex, pattern } of patterns ?? []) {
    const groups = regex.exec(text)?.groups;
    const translated = groups && lookup(pattern.template);
    if (!translated) continue;
    return translated.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = groups[name] ?? '';
      const write = pattern.values?.[name];
      return write ? write(value, messageText) : value;
    });
  }
  return undefined;
}

/** The active language's wording of an English message (English, or an unknown message, as it is). */
export function messageText(text: string): string {
  if (!text || currentLanguage() === 'en' || !loaded()) return text;
  return lookup(text) ?? fromPattern(text) ?? text;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => version;

/**
 * In components: messageText that re-renders when the language changes or the messages arrive. A
 * component using it fetches the messages when it mounts in another language than English.
 */
export function useMessageText() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (currentLanguage() !== 'en') void loadMessages();
  }, [current]);
  // A new function per language and catalogue, so memoised children re-render with the new wording.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((text: string) => messageText(text), [current]);
}
