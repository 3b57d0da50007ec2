// The components after-visit offers other features (eslint boundaries/feature-seams allows this file):
// the customer's after-visit panel, the job's proof, a complaint's photos and the crew's photo uploader.
export { AfterVisitPanel } from './components/after-visit-panel';
export { ComplaintPhotoList } from './components/complaint-photo-list';
export { JobProofSection } from './components/job-proof-section';
export { PhotoUploader } from './components/photo-uploader';
export { usePhotoUrl } from './api/job-proof';
