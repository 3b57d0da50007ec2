// The notice other features show (signup, profile; eslint boundaries/feature-seams allows this file).
export { PrivacyNotice } from './components/privacy-notice';
