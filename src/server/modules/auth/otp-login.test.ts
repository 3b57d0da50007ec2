import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, outboxTexts } from '../../db/schema/index';
import { createMsg91Provider } from '../../platform/messaging/msg91-provider';
import { type Msg91Fake, startMsg91Fake } from '../../platform/messaging/provider-fakes.test-support';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { verifyPhone } from '../users/phone-verification.test-support';

/** Signing in with a mobile number and a code: POST /api/auth/otp/send and /api/auth/otp/verify. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let msg91: Msg91Fake;
let counter = 0;
let addressCounter = 0;
const nextPhone = () => `97${String(33_000_000 + ++counter * 53).padStart(8, '0')}`;
const newAddress = () => `10.77.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`;

beforeAll(async () => {
  msg91 = await startMsg91Fake({ authKey: 'msg91-key' });
  t = await startTestApp({
    clock,
    env: { TRUST_PROXY: 'true' },
    textProviders: [
      createMsg91Provider({
        authKey: 'msg91-key',
        baseUrl: msg91.url,
        templateIds: { 'login-code': 'tmpl-login', 'phone-verification': 'tmpl-otp' },
        timeoutMs: 300,
      }),
    ],
  });
});
afterAll(async () => {
  await t?.close();
  await msg91?.close();
});

const send = (phone: string, address = newAddress(), extra: Record<string, unknown> = {}) =>
  t.request('POST', '/api/auth/otp/send', {
    body: { phone, ...extra },
    headers: { 'x-forwarded-for': address },
  });
const verify = (phone: string, code: string, address = newAddress()) =>
  t.request('POST', '/api/auth/otp/verify', {
    body: { phone, code },
    headers: { 'x-forwarded-for': address },
  });

/** The last sign-in code queued for this mobile, as the outbox keeps it. */
async function lastLoginText(phone: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxTexts)
    .where(and(eq(outboxTexts.kind, 'login-code'), eq(outboxTexts.to, `91${phone}`)))
    .orderBy(desc(outboxTexts.createdAt))
    .limit(1);
  if (!row) throw new Error(`no sign-in code went to ${phone}`);
  return { row, code: row.variables.find((v) => v.name === 'code')!.value };
}

/** Moves past the one-a-minute resend wait of every number. */
const nextMinute = () => clock.advance(61_000);

describe('mobile sign-in', () => {
  it('creates a customer account for a new number, with the same token shape as password sign-in', async () => {
    const phone = nextPhone();
    const sent = await send(phone);
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentTo).toMatch(/XXXX/);
    const { row, code } = await lastLoginText(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(row.channel).toBe('sms');
    expect(row.text).toBe(
      `${code} is your Chamak sign-in code. It expires in 10 minutes. Do not share it. - Chamak`,
    );

    const res = await verify(phone, code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'status', 'token']);
    expect(res.body.data.user).toMatchObject({ role: 'client', name: '', phone });
    expect(res.body.data.user.email).toMatch(/@mobile\.invalid$/);
    const me = await t.request('GET', '/api/users/phone', { token: res.body.token });
    expect(me.body.data.verified).toBe(true);

    // Its name is asked next: the profile takes it with the account's own (placeholder) email.
    const named = await t.request('PUT', '/api/users/profile', {
      token: res.body.token,
      body: { name: 'Asha Verma', email: res.body.data.user.email },
    });
    expect(named.status).toBe(200);
    expect(named.body.data.user.name).toBe('Asha Verma');

    // The same number again signs in the same account (no second one).
    nextMinute();
    expect((await send(phone)).status).toBe(200);
    const again = await verify(phone, (await lastLoginText(phone)).code);
    expect(again.body.data.user.id).toBe(res.body.data.user.id);
  });

  it('signs in the account whose verified mobile it is, by WhatsApp when it opted in', async () => {
    const phone = nextPhone();
    const account = await t.signup({ phone });
    await verifyPhone(t, account.token);
    const optIn = await t.request('PUT', '/api/users/notification-preferences', {
      token: account.token,
      body: { whatsapp: true },
    });
    expect(optIn.status).toBe(200);
    expect((await send(phone)).status).toBe(200);
    const { row, code } = await lastLoginText(phone);
    expect(row.channel).toBe('whatsapp');
    const res = await verify(phone, code);
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(account.user.id);
    expect(res.body.data.user.email).toBe(account.email);
  });

  it('answers alike for a number with an account and one without', async () => {
    const known = nextPhone();
    const account = await t.signup({ phone: known });
    await verifyPhone(t, account.token);
    const unknown = nextPhone();
    const a = await send(known);
    const b = await send(unknown);
    expect([a.status, b.status]).toEqual([200, 200]);
    const shape = (body: any) => ({ ...body, data: { ...body.data, sentTo: 'x' } });
    expect(shape(a.body)).toEqual(shape(b.body));
    const wrongA = await verify(known, '000000' === (await lastLoginText(known)).code ? '111111' : '000000');
    const wrongB = await verify(
      unknown,
      '000000' === (await lastLoginText(unknown)).code ? '111111' : '000000',
    );
    expect(wrongA.status).toBe(400);
    expect(wrongA.body).toEqual(wrongB.body);
  });

  it('keeps codes hashed, one a minute, five tries and ten minutes each', async () => {
    const phone = nextPhone();
    expect((await send(phone)).status).toBe(200);
    const { code } = await lastLoginText(phone);
    const [stored] = await t.database.db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.number, `91${phone}`));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const early = await send(phone);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Please wait a minute before asking for another code.');

    const wrong = code === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await verify(phone, wrong)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    // Even the right code is refused once the tries are spent.
    expect((await verify(phone, code)).status).toBe(429);

    nextMinute();
    expect((await send(phone)).status).toBe(200);
    const fresh = (await lastLoginText(phone)).code;
    clock.advance(10 * 60_000 + 1);
    const late = await verify(phone, fresh);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('PHONE_CODE_EXPIRED');
  });

  it('limits codes per number (five an hour) and per address (ten an hour)', async () => {
    const phone = nextPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send(phone)).status);
      nextMinute();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const address = newAddress();
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i++) fromOne.push((await send(nextPhone(), address)).status);
    expect(fromOne.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(fromOne[10]).toBe(429);
  });

  it('refuses a landline and a malformed code with 400', async () => {
    expect((await send('07312345678')).status).toBe(400);
    expect((await verify(nextPhone(), '12ab56')).status).toBe(400);
  });

  it('sends the code through MSG91 with its DLT template, variables within 30 characters', async () => {
    const phone = nextPhone();
    expect((await send(phone)).status).toBe(200);
    while ((await t.app.textOutbox.runOnce()) > 0);
    const request = msg91.requests.find((r) => r.body.recipients?.[0]?.mobiles === `91${phone}`);
    expect(request?.body.template_id).toBe('tmpl-login');
    expect(msg91.pendingReports.find((r) => r.telNum === `91${phone}`)?.status).toBe('1');
  });
});

describe('the owner always has a way in', () => {
  it('signs the owner in with a code while an attacker holds the password slowdown, and clears it', async () => {
    const phone = nextPhone();
    const owner = await t.signup({ phone });
    await verifyPhone(t, owner.token);
    const login = (password: string, address: string) =>
      t.request('POST', '/api/auth/login', {
        body: { email: owner.email, password },
        headers: { 'x-forwarded-for': address },
      });
    // 25 wrong passwords from 25 addresses slow the account everywhere (the account-wide rule).
    for (let i = 0; i < 25; i++) await login('Wrong-guess-1', newAddress());
    const home = newAddress();
    const slowed = await login(owner.password, home);
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('SIGN_IN_SLOWED');
    expect(slowed.body.message).toMatch(/Continue with your mobile number/);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    expect((await send(phone, home)).status).toBe(200);
    const signedIn = await verify(phone, (await lastLoginText(phone)).code, home);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.id).toBe(owner.user.id);

    // The slowdown is lifted: the password works again, from a new address too.
    expect((await login(owner.password, newAddress())).status).toBe(200);
  });
});
