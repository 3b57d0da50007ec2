import { defineNamespace } from '../../i18n/i18n';

/**
 * The landing page's texts. English is a chunk of its own like Hindi (the page's HTML preloads the one
 * in its language), so a Hindi visit does not download the English texts too.
 */
export const LANDING_NS = defineNamespace('landing', () => import('../../i18n/locales/en/landing'));
