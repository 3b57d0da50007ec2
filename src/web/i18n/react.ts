/**
 * The React binding every component imports: one place to swap it. react-i18next's hook re-renders on a
 * language change; for texts with links the app uses its own RichText (rich-text.tsx), not Trans.
 */
export { useTranslation } from 'react-i18next';
