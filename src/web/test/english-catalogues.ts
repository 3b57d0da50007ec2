/// <reference types="vite/client" />
import { i18n } from '../i18n/i18n';

/**
 * Component tests render pages and sections without the router that loads their texts: every English
 * catalogue is in place from the start, as a page's is in the browser before its first render (the
 * public pages' English catalogues are chunks of their own there: i18n.ts `defineNamespace`).
 */
const english = import.meta.glob<{ default: object }>('../i18n/locales/en/*.ts', { eager: true });
for (const [file, catalogue] of Object.entries(english)) {
  const ns = /\/(\w+)\.ts$/.exec(file)![1];
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, catalogue.default);
}
