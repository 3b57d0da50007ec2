import { useCallback, useEffect } from 'react';
import { useTranslation } from './react';
import { useLocation, useNavigate } from 'react-router-dom';
import { activateLanguage } from './i18n';
import { isPublicPath, languageOfPath, localizedPath, type Language } from './languages';
import { storeLanguage } from './preference';

type ChoiceListener = (language: Language) => void;
const listeners = new Set<ChoiceListener>();

/**
 * Called whenever the visitor picks a language with the switch. The hook for the account: once the
 * profile has a `language`, the profile feature subscribes here and saves the choice when signed in.
 */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The active language and the one way to change it: kept in localStorage, the catalogue loaded
 * before the switch, and a public page replaced by its twin (/about ↔ /hi/about).
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const language: Language = i18n.language === 'hi' ? 'hi' : 'en';
  const setLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      await activateLanguage(next);
      if (isPublicPath(pathname)) navigate(localizedPath(pathname, next) + search + hash);
      listeners.forEach((l) => l(next));
    },
    [navigate, pathname, search, hash],
  );
  return { language, setLanguage };
}

/** The active language's version of an app path: links inside Hindi pages stay in /hi/. */
export function useLocalizedPath() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'hi' ? 'hi' : 'en';
  return useCallback((target: string) => localizedPath(target, language), [language]);
}

/**
 * A public page's path says its language: moving between /about and /hi/about (back and forward, a
 * typed link) brings the matching catalogue in. Other pages keep the language in use.
 */
export function useLanguageOfPath() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isPublicPath(pathname)) return;
    const wanted = languageOfPath(pathname);
    if (wanted !== i18n.language) void activateLanguage(wanted);
  }, [pathname, i18n.language]);
}
