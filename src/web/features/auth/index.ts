/** What the auth feature offers other features: the two-step sign-in section (profile, console). */
export { TwoStepSection } from './components/two-step-section';
