// The call button other features offer (eslint boundaries/feature-seams allows this file).
export { CallButton } from './components/call-button';
