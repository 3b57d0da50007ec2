/**
 * The React binding every component imports: one place to swap it (react-i18next today; see
 * docs/decisions/009-i18n.md for its weight).
 */
export { Trans, useTranslation } from 'react-i18next';
