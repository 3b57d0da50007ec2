import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { bookingCreationError } from './booking-errors';

const http = (status: number, code: ApiError['code'], message: string) =>
  new ApiError('http', status, message, code);

describe('booking errors are mapped by code, not by the message text', () => {
  it.each([
    ['SERVICE_NOT_FOUND', 'The selected service is no longer available. Please choose a different service.'],
    ['PACKAGE_NOT_FOUND', 'The selected package is no longer available. Please choose a different package.'],
  ] as const)('%s', (code, expected) => {
    expect(bookingCreationError(http(404, code, 'Anything at all')).message).toBe(expected);
  });

  it('a 404 whose text merely says "service not found" is not taken for SERVICE_NOT_FOUND', () => {
    expect(bookingCreationError(http(404, 'NOT_FOUND', 'Service not found')).message).toBe(
      'Service not found',
    );
  });

  it('a refused coupon drops the coupon; an admin-only coupon code does not', () => {
    expect(bookingCreationError(http(400, 'COUPON_EXPIRED', 'This coupon has expired.'))).toMatchObject({
      couponDropped: true,
    });
    expect(
      bookingCreationError(http(400, 'VALIDATION_ERROR', 'Coupon code is too long')).couponDropped,
    ).toBeUndefined();
  });
});
