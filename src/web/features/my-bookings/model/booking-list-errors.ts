import { ApiError } from '../../../lib/api-client';

/** The texts for a failure to load bookings. */
export function loadBookingsError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout')
      return 'Unable to connect to the server. Please check your internet connection.';
    if (error.status === 401 || error.status === 403) return 'Your session has expired. Please log in again.';
    if ((error.status ?? 0) >= 500)
      return "We're having technical difficulties. Please try again in a few minutes.";
  }
  return "We couldn't load your bookings. Please refresh the page and try again.";
}

/** The texts for a failed cancel. */
export function cancelBookingError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout')
      return 'Connection lost. Please check your internet and try again.';
    if (error.status === 404) return 'This booking was not found. Please refresh the page.';
    if (error.code === 'ALREADY_CANCELLED') return 'This booking has already been cancelled.';
    if (error.code === 'TOO_LATE')
      return "It's too late to cancel this booking. Please contact support for assistance.";
    if (error.status === 400) return 'This booking cannot be cancelled. Please contact support.';
    if (error.status === 401 || error.status === 403) return 'Your session has expired. Please log in again.';
    if ((error.status ?? 0) >= 500)
      return "We're experiencing technical issues. Please try again in a moment.";
  }
  return "We couldn't cancel your booking. Please try again.";
}
