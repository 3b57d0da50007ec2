// Other features use credits through api/ (eslint boundaries/feature-seams); the code is in payment-api.ts.
export { applyCredits, useCredits, type CreditsUsed } from './payment-api';
