import { describe, expect, it } from 'vitest';
import { HOLD_RELEASED_REASON as shown } from '../../../shared/domain/booking-rules';
import { HOLD_RELEASED_REASON as written } from './booking-hold.service';

describe('the released hold’s reason', () => {
  it('is the one the customer screens read as "Not booked — payment not completed"', () => {
    expect(written).toBe(shown);
  });
});
