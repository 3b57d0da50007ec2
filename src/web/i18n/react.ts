import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * The React binding every component imports: the texts of a namespace in the active language, and a
 * re-render when the language changes. Our own 15 lines over the i18next instance rather than
 * react-i18next's hook (its context, Suspense and namespace-loading code, and the
 * use-sync-external-store shim): ~1.8 KB gzip less on every first visit (docs/decisions/009-i18n.md).
 * For texts with links the app uses its own RichText (rich-text.tsx), not Trans.
 */
const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const activeLanguage = () => i18n.language;

/** One namespace, or several looked up in order (the first is the default). */
export function useTranslation(ns: string | readonly string[] = 'common') {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  const key = typeof ns === 'string' ? ns : ns.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ns` (a new array each render)
  const t = useMemo(() => i18n.getFixedT(language, typeof ns === 'string' ? ns : [...ns]), [language, key]);
  return { t, i18n };
}
