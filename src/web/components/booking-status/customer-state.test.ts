import { describe, expect, it } from 'vitest';
import { customerState, indiaTimeOf } from './booking-status';

const base = { holdExpiresAt: null, onMyWayAt: null, paymentStatus: 'unpaid' as const };

describe('customerState: the words a customer reads for a booking', () => {
  it.each([
    [
      'held for its payment choice',
      { ...base, status: 'pending', holdExpiresAt: '2026-11-26T05:15:00Z' },
      'awaitingPayment',
    ],
    [
      'paid while held (the hold clears with it)',
      { ...base, status: 'pending', holdExpiresAt: '2026-11-26T05:15:00Z', paymentStatus: 'paid' },
      'received',
    ],
    ['confirmed, no crew assigned yet', { ...base, status: 'pending' }, 'received'],
    ['assigned', { ...base, status: 'assigned' }, 'assigned'],
    [
      'assigned, the crew set out',
      { ...base, status: 'assigned', onMyWayAt: '2026-11-26T03:35:00Z' },
      'onTheWay',
    ],
    ['in progress', { ...base, status: 'in-progress' }, 'in-progress'],
    ['completed', { ...base, status: 'completed' }, 'completed'],
    ['cancelled', { ...base, status: 'cancelled' }, 'cancelled'],
    ['something else', { ...base, status: 'lost' }, 'unknown'],
  ] as const)('%s', (_, booking, expected) => {
    expect(customerState(booking as Parameters<typeof customerState>[0])).toBe(expected);
  });

  it.each([
    ['2026-11-26T03:35:00Z', '09:05'],
    ['2026-11-25T19:40:00Z', '01:10'],
  ])('reads %s as %s in India', (iso, time) => {
    expect(indiaTimeOf(iso)).toBe(time);
  });
});
