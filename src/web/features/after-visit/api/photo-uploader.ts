// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { PhotoUploader } from '../components/photo-uploader';
