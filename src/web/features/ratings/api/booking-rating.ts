// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { BookingRating } from '../components/booking-rating';
