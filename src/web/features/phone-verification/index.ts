// The component phone-verification offers other features (eslint boundaries/feature-seams allows this file).
export { VerifyMobileBanner } from './components/verify-mobile-banner';
