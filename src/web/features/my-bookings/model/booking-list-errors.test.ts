import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { cancelBookingError } from './booking-list-errors';

const http = (status: number, code: ApiError['code'], message: string) =>
  new ApiError('http', status, message, code);

describe('cancelling errors are mapped by code, not by the message text', () => {
  it.each([
    ['ALREADY_CANCELLED', 'This booking has already been cancelled.'],
    ['TOO_LATE', "It's too late to cancel this booking. Please contact support for assistance."],
    ['NOT_CANCELLABLE', 'This booking cannot be cancelled. Please contact support.'],
  ] as const)('cancelling: %s', (code, expected) => {
    expect(cancelBookingError(http(400, code, 'words that could change'))).toBe(expected);
  });
});
