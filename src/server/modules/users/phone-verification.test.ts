import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTexts, phoneCodes } from '../../db/schema/index';
import { phoneVerificationTexts as texts } from '../../../shared/schemas/phone-verification';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { lastPhoneCode, verifyPhone } from './phone-verification.test-support';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let counter = 0;
const nextPhone = () => `97${String(61_000_000 + ++counter * 53).padStart(8, '0')}`;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(() => t.close());

const status = async (token: string) => (await t.request('GET', '/api/users/phone', { token })).body.data;
const sendCode = (token: string) => t.request('POST', '/api/users/phone/send-code', { token });
const verify = (token: string, code: string) =>
  t.request('POST', '/api/users/phone/verify', { token, body: { code } });
/** A six-digit code that is not this one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a customer’s mobile, proven by a code', () => {
  it('starts unverified, texts a 6-digit code kept hashed, and verifies with it', async () => {
    const phone = nextPhone();
    const { token } = await t.signup({ phone });
    expect(await status(token)).toEqual({ phone, verified: false, verifiedAt: null });

    const sent = await sendCode(token);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(texts.codeSent);
    expect(sent.body.data.sentTo).toBe(`${phone.slice(0, 2)}XXXXXX${phone.slice(-2)}`);
    const code = await lastPhoneCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [text] = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.kind, 'phone-verification'), eq(outboxTexts.to, `91${phone}`)));
    // SMS only, no booking; the sandbox keeps it queued in the outbox.
    expect(text).toMatchObject({ channel: 'sms', status: 'queued', bookingId: null });
    expect(text.text).toContain(`${code} is your Chamak code`);
    const [stored] = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.number, `91${phone}`));
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);

    const ok = await verify(token, code);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(texts.verified);
    expect(ok.body.data).toEqual({ phone, verified: true, verifiedAt: clock.now().toISOString() });
    expect(await status(token)).toMatchObject({ verified: true });
    // Used once.
    expect((await verify(token, code)).body.code).toBe('PHONE_CODE_MISSING');
  });

  it('takes five tries: wrong five times locks the code, even against the right one', async () => {
    const { token, user } = await t.signup({ phone: nextPhone() });
    await sendCode(token);
    const code = await lastPhoneCode(t, user.phone);
    for (let i = 0; i < 4; i++) {
      const res = await verify(token, wrong(code));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PHONE_CODE_WRONG', message: texts.codeWrong });
    }
    const fifth = await verify(token, wrong(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'PHONE_CODE_LOCKED', message: texts.tooManyTries });
    const right = await verify(token, code);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('PHONE_CODE_LOCKED');
    expect((await status(token)).verified).toBe(false);

    // A new code (after the resend wait) has five tries of its own.
    clock.advance(61_000);
    expect((await sendCode(token)).status).toBe(200);
    expect((await verify(token, await lastPhoneCode(t, user.phone))).status).toBe(200);
  });

  it('counts five tries when they come at once', async () => {
    const { token, user } = await t.signup({ phone: nextPhone() });
    await sendCode(token);
    const code = await lastPhoneCode(t, user.phone);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(token, wrong(code))));
    expect(answers.filter((a) => a.body.code === 'PHONE_CODE_WRONG')).toHaveLength(4);
    expect(answers.filter((a) => a.body.code === 'PHONE_CODE_LOCKED')).toHaveLength(8);
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user._id));
    expect(row.attempts).toBe(5);
  });

  it('expires a code after ten minutes (the injected clock)', async () => {
    const { token, user } = await t.signup({ phone: nextPhone() });
    await sendCode(token);
    const code = await lastPhoneCode(t, user.phone);
    clock.advance(10 * 60_000);
    const late = await verify(token, code);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'PHONE_CODE_EXPIRED', message: texts.codeExpired });
    expect((await status(token)).verified).toBe(false);
  });

  it('limits resending: one a minute, five an hour per account and per number; a new code replaces the old', async () => {
    const phone = nextPhone();
    const { token } = await t.signup({ phone });
    expect((await sendCode(token)).status).toBe(200);
    const first = await lastPhoneCode(t, phone);
    const soon = await sendCode(token);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe(texts.resendWait);
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await sendCode(token)).status).toBe(200);
    }
    clock.advance(61_000);
    const sixth = await sendCode(token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(texts.tooManyCodes);

    // Another account cannot flood the same number either.
    const other = await t.signup({ phone });
    expect((await sendCode(other.token)).body.message).toBe(texts.tooManyCodes);

    // The first code was replaced by the later ones.
    const latest = await lastPhoneCode(t, phone);
    if (latest !== first) expect((await verify(token, first)).body.code).toBe('PHONE_CODE_WRONG');
    expect((await verify(token, latest)).status).toBe(200);

    clock.advance(60 * 60_000);
    expect((await sendCode(other.token)).status).toBe(200);
  });

  it('refuses without a valid mobile, and staff need no code', async () => {
    const { token, user, email } = await t.signup({ phone: nextPhone() });
    await t.request('PUT', '/api/users/profile', { token, body: { name: user.name, email, phone: '' } });
    const none = await sendCode(token);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'NO_MOBILE',
      details: [{ field: 'phone', message: texts.noMobile }],
    });
    const bad = await verify(token, '12ab56');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'code', message: texts.codeFormat }]);

    const cleaner = await t.login('cleaner');
    expect(await status(cleaner)).toMatchObject({ verified: true });
    expect((await sendCode(cleaner)).status).toBe(409);
    expect((await t.request('POST', '/api/users/phone/send-code')).status).toBe(401);
  });

  it('unverifies a changed phone; a code sent to the old number cannot prove the new one', async () => {
    const phone = nextPhone();
    const { token, user, email } = await t.signup({ phone });
    await verifyPhone(t, token);
    const changed = nextPhone();
    const put = await t.request('PUT', '/api/users/profile', {
      token,
      body: { name: user.name, email, phone: changed },
    });
    expect(put.status).toBe(200);
    expect(await status(token)).toMatchObject({ phone: changed, verified: false, verifiedAt: null });

    clock.advance(61_000);
    await sendCode(token);
    const code = await lastPhoneCode(t, changed);
    await t.request('PUT', '/api/users/profile', { token, body: { name: user.name, email, phone } });
    const res = await verify(token, code);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PHONE_NUMBER_CHANGED');
  });

  it('keeps one verified mobile per number: the later proof wins and the earlier account loses it', async () => {
    const phone = nextPhone();
    const first = await t.signup({ phone });
    await verifyPhone(t, first.token);
    const second = await t.signup({ phone });
    await verifyPhone(t, second.token);
    expect(await status(second.token)).toMatchObject({ verified: true });
    expect(await status(first.token)).toMatchObject({ phone, verified: false });
  });
});
