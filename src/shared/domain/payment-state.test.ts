import { describe, expect, it } from 'vitest';
import {
  nextPaymentState,
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  type PaymentEvent,
  type PaymentState,
} from './payment-state';

// Every event in every state: the whole table, so a new move cannot slip in unnoticed.
const table: Record<PaymentState, Record<PaymentEvent, PaymentState | null>> = {
  created: { attempt: 'attempted', fail: 'failed', capture: 'captured', refund: null },
  attempted: { attempt: null, fail: 'failed', capture: 'captured', refund: null },
  failed: { attempt: 'attempted', fail: null, capture: 'captured', refund: null },
  captured: { attempt: null, fail: null, capture: null, refund: 'refunded' },
  refunded: { attempt: null, fail: null, capture: null, refund: null },
};

describe('payment state machine', () => {
  const cases = PAYMENT_STATES.flatMap((s) => PAYMENT_EVENTS.map((e) => [s, e, table[s][e]] as const));

  it.each(cases)('in %s, %s leads to %s', (state, event, expected) => {
    expect(nextPaymentState(state, event)).toBe(expected);
  });

  it('never leaves paid except by a refund', () => {
    for (const e of PAYMENT_EVENTS) if (e !== 'refund') expect(nextPaymentState('captured', e)).toBeNull();
  });

  it('ends in the same state whatever order capture, failure and replays arrive in', () => {
    const orders: PaymentEvent[][] = [
      ['capture', 'fail', 'capture'],
      ['fail', 'capture', 'fail'],
      ['attempt', 'fail', 'attempt', 'capture', 'fail', 'capture'],
      ['capture', 'capture', 'attempt'],
    ];
    for (const events of orders) {
      let state: PaymentState = 'created';
      let changes = 0;
      let captures = 0;
      for (const e of events) {
        const next = nextPaymentState(state, e);
        if (next) {
          changes++;
          if (next === 'captured') captures++;
          state = next;
        }
      }
      expect(state).toBe('captured');
      expect(captures).toBe(1);
      expect(changes).toBeGreaterThan(0);
    }
  });
});
