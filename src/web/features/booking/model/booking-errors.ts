import type { ErrorCode } from '../../../../shared/error-codes';
import { ApiError } from '../../../lib/api-client';

/** Why a booking's coupon was refused (coupons.service.ts); the booking can go ahead without it. */
const COUPON_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_ALREADY_USED',
  'COUPON_MINIMUM',
  'COUPON_LIMIT',
]);

/** The texts for a failed booking creation. `couponDropped` tells the form to remove its coupon. */
export function bookingCreationError(error: unknown): {
  message: string;
  couponDropped?: boolean;
  slotFull?: boolean;
} {
  if (!(error instanceof ApiError))
    return {
      message:
        'Oops! Something went wrong. Please refresh the page and try again, or contact support if the issue persists.',
    };
  if (error.kind === 'network' || error.kind === 'timeout')
    return { message: "We couldn't reach our servers. Please check your internet connection and try again." };
  const server = error.serverMessage ?? '';
  if (error.status === 401 || error.code === 'AUTH_REQUIRED')
    return { message: 'Your session has expired. Please log in again to continue.' };
  if (error.code === 'SERVICE_NOT_FOUND')
    return { message: 'The selected service is no longer available. Please choose a different service.' };
  if (error.code === 'PACKAGE_NOT_FOUND')
    return { message: 'The selected package is no longer available. Please choose a different package.' };
  if (error.code && COUPON_REFUSALS.has(error.code))
    return {
      message: `${server} The coupon has been removed; you can book again without it.`,
      couponDropped: true,
    };
  if (error.status === 409)
    return {
      message: server || 'This time slot is fully booked. Please choose another time.',
      slotFull: true,
    };
  if (server && (error.status ?? 500) < 500) return { message: server };
  return { message: "We couldn't complete your booking right now. Please try again." };
}
