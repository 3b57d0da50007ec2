import { useEffect, useReducer } from 'react';
import { currentLanguage, defineNamespace, i18n, loadActiveLanguage } from './i18n';
import en from './locales/en/dataFeatures';
import { FEATURES_NS, useServerText } from './server-text';

defineNamespace(FEATURES_NS, en);

/**
 * useServerText for a component that shows a service's description, the catalogue's features or
 * not-covered items, or a cleaner's checklist: importing it registers their namespace, so the page's
 * chunk fetches it in the active language before it renders (the landing page, which shows none, does
 * not download them). Should a chunk loaded later show them first, it fetches them then.
 */
export function useFeatureText() {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const language = currentLanguage();
  useEffect(() => {
    if (!i18n.hasResourceBundle(language, FEATURES_NS))
      void loadActiveLanguage().then(loaded, () => undefined);
  }, [language]);
  return useServerText();
}
