// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { AfterVisitPanel } from '../components/after-visit-panel';
