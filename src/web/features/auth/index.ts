/** What the auth feature offers other features: the two-step sign-in and passkeys sections (profile, console). */
export { TwoStepSection } from './components/two-step-section';
export { PasskeysSection } from './components/passkeys-section';
