// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { VerifyMobileBanner } from '../components/verify-mobile-banner';
