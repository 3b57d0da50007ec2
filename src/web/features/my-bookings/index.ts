/** What My Bookings offers other features. */
export { CancelBookingDialog } from './components/cancel-booking-dialog';
