// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { ComplaintPhotoList } from '../components/complaint-photo-list';
