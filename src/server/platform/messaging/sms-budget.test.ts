import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { createSmsBudget } from './sms-budget';

/** SMS_DAILY_BUDGET=10: booking and verification texts stop at 9, sign-in codes at 10, each India day. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let counter = 0;
const nextPhone = () => `95${String(22_000_000 + ++counter * 67).padStart(8, '0')}`;
const sendLoginCode = () =>
  t.request('POST', '/api/auth/otp/send', {
    body: { phone: nextPhone() },
    headers: { 'x-forwarded-for': `10.55.0.${counter}` },
  });

beforeAll(async () => {
  t = await startTestApp({ clock, env: { SMS_DAILY_BUDGET: '10', TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

describe('the daily SMS budget', () => {
  it('refuses other texts past 90%, sign-in codes past 100%, warns once at 80%, and starts again the next day', async () => {
    for (let i = 0; i < 9; i++) expect((await sendLoginCode()).status).toBe(200);

    // Nine SMS today: a mobile verification (not a sign-in) is refused, a sign-in code still goes.
    const customer = await t.signup({ phone: nextPhone() });
    const verification = await t.request('POST', '/api/users/phone/send-code', { token: customer.token });
    expect(verification.status).toBe(503);
    expect(verification.body.code).toBe('SMS_BUDGET_SPENT');
    expect((await sendLoginCode()).status).toBe(200);

    const refused = await sendLoginCode();
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'SMS_BUDGET_SPENT' });

    const warnings: object[] = [];
    const budget = createSmsBudget({ dailyLimit: 10, log: { warn: (o) => void warnings.push(o) } });
    expect(await budget.allows(t.database.db, 'sign-in')).toBe(false);
    expect(await budget.allows(t.database.db, 'other')).toBe(false);
    expect(warnings).toEqual([{ smsToday: 11, budget: 10, alert: 'sms-budget' }]);

    // Today's texts become yesterday's (created_at is the database's clock): the budget starts again.
    await t.database.db.execute(sql`update outbox_texts set created_at = created_at - interval '1 day'`);
    clock.advance(24 * 60 * 60_000);
    expect((await sendLoginCode()).status).toBe(200);
    expect(await budget.allows(t.database.db, 'other')).toBe(true);
  });

  it('has no limit at 0', async () => {
    const budget = createSmsBudget({ dailyLimit: 0, log: { warn: () => undefined } });
    expect(await budget.allows(t.database.db, 'other')).toBe(true);
  });
});
