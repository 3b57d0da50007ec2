// The component ratings offers other features (eslint boundaries/feature-seams allows this file).
export { BookingRating } from './components/booking-rating';
