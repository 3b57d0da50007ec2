import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxTexts } from '../../db/schema/index';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { verifyPhone } from '../users/phone-verification.test-support';

/** Two-step sign-in with an authenticator app (TOTP), with a fixed clock moved by hand. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let owner: string;
let phoneCounter = 0;
const nextPhone = () => `96${String(44_000_000 + ++phoneCounter * 37).padStart(8, '0')}`;
const STAFF_PASSWORD = 'Second!Factor42';

const codeAt = (secret: string, ms = clock.now().getTime()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp: ms });
/** Half a minute on: the next time step, so a new code is not a replay. */
const nextStep = () => clock.advance(30_000);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  owner = await t.login('admin');
});
afterAll(() => t.close());

async function addStaff(role: string) {
  const email = `${role}.${nextPhone()}@chamak.in`;
  const res = await t.request('POST', '/api/admin/staff', {
    token: owner,
    body: { name: `Test ${role}`, email, phone: nextPhone(), role, password: STAFF_PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.member._id as string, email, password: STAFF_PASSWORD };
}

/** Sets up and confirms a factor for the signed-in account: its secret and recovery codes. */
async function enrol(token: string) {
  const setup = await t.request('POST', '/api/auth/second-factor/totp/setup', { token });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const { secret, uri } = setup.body.data;
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const confirmed = await t.request('POST', '/api/auth/second-factor/totp/confirm', {
    token,
    body: { code: codeAt(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  nextStep();
  return { secret: secret as string, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

const passwordLogin = (email: string, password: string) =>
  t.request('POST', '/api/auth/login', { body: { email, password } });
const verify = (challenge: string, code: string) =>
  t.request('POST', '/api/auth/second-factor/verify', { body: { challenge, code } });

describe('two-step sign-in', () => {
  it('enrols: a pending secret until a code confirms it, then ten recovery codes once', async () => {
    const { token } = await t.signup();
    const before = await t.request('GET', '/api/auth/second-factor', { token });
    expect(before.body.data).toEqual({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
      required: false,
      passkeys: 0,
    });
    const setup = await t.request('POST', '/api/auth/second-factor/totp/setup', { token });
    const pending = await t.request('GET', '/api/auth/second-factor', { token });
    expect(pending.body.data).toMatchObject({ enabled: false, pending: true });
    const wrong = await t.request('POST', '/api/auth/second-factor/totp/confirm', {
      token,
      body: { code: codeAt(setup.body.data.secret) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('SECOND_FACTOR_CODE_WRONG');
    const ok = await t.request('POST', '/api/auth/second-factor/totp/confirm', {
      token,
      body: { code: codeAt(setup.body.data.secret) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.data.recoveryCodes).size).toBe(10);
    const after = await t.request('GET', '/api/auth/second-factor', { token });
    expect(after.body.data).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    // On already: a new setup would replace nothing.
    expect((await t.request('POST', '/api/auth/second-factor/totp/setup', { token })).status).toBe(409);
    nextStep();
  });

  it('asks a password sign-in for the code, then issues the session; the step is not taken twice', async () => {
    const account = await t.signup();
    const { secret } = await enrol(account.token);
    const first = await passwordLogin(account.email, account.password);
    expect(first.status).toBe(200);
    expect(first.body.token).toBeUndefined();
    expect(first.body.data).toMatchObject({ secondFactorRequired: true, challenge: expect.any(String) });
    const code = codeAt(secret);
    const signedIn = await verify(first.body.data.challenge, code);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.user.email).toBe(account.email);
    const me = await t.request('GET', '/api/auth/verify', { token: signedIn.body.token });
    expect(me.status).toBe(200);
    // The same code again, on a new challenge in the same half-minute: a replay, refused.
    const second = await passwordLogin(account.email, account.password);
    const replay = await verify(second.body.data.challenge, code);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('SECOND_FACTOR_CODE_WRONG');
    // The challenge used once cannot sign in again.
    nextStep();
    const reused = await verify(first.body.data.challenge, codeAt(secret));
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
    nextStep();
  });

  it('kills a challenge after five wrong codes, even for the right one then', async () => {
    const account = await t.signup();
    const { secret } = await enrol(account.token);
    const { challenge } = (await passwordLogin(account.email, account.password)).body.data;
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(challenge, wrong)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const late = await verify(challenge, codeAt(secret));
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
  });

  it('stops new challenges after twenty wrong codes in an hour for one account', async () => {
    const account = await t.signup();
    const { secret } = await enrol(account.token);
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
    for (let round = 0; round < 4; round++) {
      const { challenge } = (await passwordLogin(account.email, account.password)).body.data;
      for (let i = 0; i < 5; i++) await verify(challenge, wrong);
    }
    const refused = await passwordLogin(account.email, account.password);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('SECOND_FACTOR_LOCKED');
    expect(refused.headers.get('retry-after')).toBe('900');
    clock.advance(61 * 60_000);
    const later = await passwordLogin(account.email, account.password);
    expect(later.body.data.secondFactorRequired).toBe(true);
  });

  it('expires a challenge after five minutes', async () => {
    const account = await t.signup();
    const { secret } = await enrol(account.token);
    const { challenge } = (await passwordLogin(account.email, account.password)).body.data;
    clock.advance(5 * 60_000 + 1000);
    expect((await verify(challenge, codeAt(secret))).status).toBe(401);
  });

  it('takes a recovery code once, with or without its dash and in any case', async () => {
    const account = await t.signup();
    const { recoveryCodes } = await enrol(account.token);
    const [code] = recoveryCodes;
    const first = await passwordLogin(account.email, account.password);
    const used = await verify(first.body.data.challenge, code.toUpperCase().replace('-', ''));
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const again = await passwordLogin(account.email, account.password);
    expect((await verify(again.body.data.challenge, code)).status).toBe(400);
    expect((await verify(again.body.data.challenge, recoveryCodes[1])).status).toBe(200);
    const status = await t.request('GET', '/api/auth/second-factor', { token: account.token });
    expect(status.body.data.recoveryCodesLeft).toBe(8);
  });

  it('asks the mobile-code sign-in for the second factor too', async () => {
    const phone = nextPhone();
    const account = await t.signup({ phone });
    await verifyPhone(t, account.token);
    const { secret } = await enrol(account.token);
    expect((await t.request('POST', '/api/auth/otp/send', { body: { phone } })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(outboxTexts)
      .where(and(eq(outboxTexts.kind, 'login-code'), eq(outboxTexts.to, `91${phone}`)))
      .orderBy(desc(outboxTexts.createdAt))
      .limit(1);
    const smsCode = row.variables.find((v) => v.name === 'code')!.value;
    const res = await t.request('POST', '/api/auth/otp/verify', { body: { phone, code: smsCode } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.token).toBeUndefined();
    expect(res.body.data.secondFactorRequired).toBe(true);
    expect((await verify(res.body.data.challenge, codeAt(secret))).status).toBe(200);
    nextStep();
  });

  it('turns off with a current code or the password, not with a wrong one', async () => {
    const account = await t.signup();
    const { secret } = await enrol(account.token);
    const wrong = await t.request('DELETE', '/api/auth/second-factor', {
      token: account.token,
      body: { password: 'Not-The-Password-1' },
    });
    expect(wrong.status).toBe(400);
    const empty = await t.request('DELETE', '/api/auth/second-factor', { token: account.token, body: {} });
    expect(empty.status).toBe(400);
    const off = await t.request('DELETE', '/api/auth/second-factor', {
      token: account.token,
      body: { code: codeAt(secret) },
    });
    expect(off.status).toBe(200);
    const login = await passwordLogin(account.email, account.password);
    expect(login.body.token).toEqual(expect.any(String));
    // And once more, by password this time.
    await enrol(account.token);
    const byPassword = await t.request('DELETE', '/api/auth/second-factor', {
      token: account.token,
      body: { password: account.password },
    });
    expect(byPassword.status).toBe(200);
  });

  it('rejects NUL bytes and overlong codes and challenges with 400', async () => {
    for (const body of [
      { challenge: 'a'.repeat(40), code: '12345\u0000' },
      { challenge: 'a'.repeat(40), code: '1'.repeat(300) },
      { challenge: 'a\u0000'.repeat(20), code: '123456' },
      { challenge: 'a'.repeat(300), code: '123456' },
      { challenge: 'a'.repeat(40), code: '123456', extra: 1 },
    ]) {
      const res = await t.request('POST', '/api/auth/second-factor/verify', { body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('lets an owner reset a staff member’s factor, audited, and signs them out; nobody else may', async () => {
    const staff = await addStaff('dispatcher');
    const staffToken = await t.login(staff);
    await enrol(staffToken);
    const listed = await t.request('GET', '/api/admin/staff', { token: owner });
    expect(listed.body.data.staff.find((m: { _id: string }) => m._id === staff.id).secondFactor).toBe(true);
    const other = await addStaff('support');
    const otherToken = await t.login(other);
    const refused = await t.request('POST', `/api/admin/staff/${staff.id}/reset-second-factor`, {
      token: otherToken,
    });
    expect(refused.status).toBe(403);
    const res = await t.request('POST', `/api/admin/staff/${staff.id}/reset-second-factor`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data.member.secondFactor).toBe(false);
    expect((await t.request('GET', '/api/auth/verify', { token: staffToken })).status).toBe(401);
    const login = await passwordLogin(staff.email, staff.password);
    expect(login.body.token).toEqual(expect.any(String));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, staff.id), eq(auditLog.action, 'staff.reset_second_factor')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorRole: 'admin', details: { hadSecondFactor: true } });
    const self = await t.request('GET', '/api/auth/verify', { token: owner });
    const own = await t.request('POST', `/api/admin/staff/${self.body.data.user.id}/reset-second-factor`, {
      token: owner,
    });
    expect(own.status).toBe(409);
  });
});

describe('STAFF_SECOND_FACTOR=required', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp({
      clock,
      env: { RATE_LIMIT_MULTIPLIER: '1000', STAFF_SECOND_FACTOR: 'required' },
    });
  });
  afterAll(() => r.close());

  it('keeps a staff account without a factor to its setup until it confirms one; customers are not asked', async () => {
    const login = await r.request('POST', '/api/auth/login', {
      body: { email: demo.admin.email, password: demo.admin.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.secondFactorSetupRequired).toBe(true);
    const token = login.body.token;
    const blocked = await r.request('GET', '/api/admin/staff', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    expect((await r.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    const status = await r.request('GET', '/api/auth/second-factor', { token });
    expect(status.body.data).toMatchObject({ enabled: false, required: true });
    const setup = await r.request('POST', '/api/auth/second-factor/totp/setup', { token });
    const confirmed = await r.request('POST', '/api/auth/second-factor/totp/confirm', {
      token,
      body: { code: codeAt(setup.body.data.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect((await r.request('GET', '/api/admin/staff', { token })).status).toBe(200);
    nextStep();

    const client = await r.request('POST', '/api/auth/login', {
      body: { email: demo.client.email, password: demo.client.password },
    });
    expect(client.body.data.secondFactorSetupRequired).toBeUndefined();
    expect((await r.request('GET', '/api/bookings', { token: client.body.token })).status).toBe(200);
  });
});
