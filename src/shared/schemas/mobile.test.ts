import { describe, expect, it } from 'vitest';
import { validation as v } from '../texts';
import { createBookingInputSchema } from './booking';
import { registerInputSchema } from './auth';
import { mobileError } from './mobile';

const base = {
  serviceId: 's',
  packageId: 'p',
  address: { line1: '1 MG Road', city: 'Indore', state: 'MP', pincode: '452001' },
  areaSqft: 900,
  scheduledDate: '2026-11-28',
  scheduledTime: '09:00',
};

function parsePhone(phoneNumber: string) {
  const r = createBookingInputSchema.safeParse({ ...base, phoneNumber });
  return r.success ? { stored: r.data.phoneNumber } : { error: r.error.issues[0]?.message };
}

describe('the booking phone takes what people type', () => {
  it.each([
    ['9826012345', '9826012345'],
    ['+91 98260 12345', '9826012345'],
    ['+919826012345', '9826012345'],
    ['98260-12345', '9826012345'],
    ['098260 12345', '9826012345'],
    ['91 98260 12345', '9826012345'],
    [' (98260) 12345 ', '9826012345'],
  ])('%j is stored as %s', (typed, stored) => {
    expect(parsePhone(typed)).toEqual({ stored });
  });

  it.each([
    ['7126485921', v.mobileNotLandline],
    ['0712 648 5921', v.mobileNotLandline],
    ['2226485921', v.mobileInvalid],
    ['98260', v.mobileInvalid],
    ['98260 123456 7', v.mobileInvalid],
    ['call me', v.mobileInvalid],
    ['', v.phoneRequired],
  ])('%j is refused: %s', (typed, error) => {
    expect(parsePhone(typed)).toEqual({ error });
  });

  it('the forms give the same messages as the server', () => {
    expect(mobileError('+91 98260 12345')).toBeNull();
    expect(mobileError('7126485921')).toBe(v.mobileNotLandline);
    expect(mobileError('12')).toBe(v.mobileInvalid);
  });

  it('signup stores the 10 digits of a typed phone', () => {
    const r = registerInputSchema.safeParse({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+91 98260 12345',
      password: 'Str0ngPassw0rd',
    });
    expect(r.success && r.data.phone).toBe('9826012345');
  });
});
