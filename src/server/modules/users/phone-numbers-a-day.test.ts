import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

/** SMS pumping: one account sent codes to 5 different numbers in 4 minutes before issue 33. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let counter = 0;
const nextPhone = () => `96${String(44_000_000 + ++counter * 71).padStart(8, '0')}`;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(() => t?.close());

describe('verification codes per account', () => {
  it('go to at most two distinct numbers a day; the same number again is fine, and a day later a third', async () => {
    const me = await t.signup({ phone: nextPhone() });
    const setPhone = (phone: string) =>
      t.request('PUT', '/api/users/profile', {
        token: me.token,
        body: { name: me.user.name, email: me.email, phone },
      });
    const send = () => t.request('POST', '/api/users/phone/send-code', { token: me.token });

    expect((await send()).status).toBe(200);
    const second = nextPhone();
    expect((await setPhone(second)).status).toBe(200);
    clock.advance(61_000);
    expect((await send()).status).toBe(200);

    expect((await setPhone(nextPhone())).status).toBe(200);
    clock.advance(61_000);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'Codes can go to at most 2 different numbers a day. Please try again tomorrow.',
    );

    expect((await setPhone(second)).status).toBe(200);
    expect((await send()).status).toBe(200);

    clock.advance(24 * 60 * 60_000);
    expect((await setPhone(nextPhone())).status).toBe(200);
    expect((await send()).status).toBe(200);
  });
});
