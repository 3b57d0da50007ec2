// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { JobProofSection } from '../components/job-proof-section';
