import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { softAuthenticator, type SoftPasskey } from './passkey-authenticator.test-support';
import { passkeySite } from './passkeys.service';

/**
 * Passkeys over HTTP (docs/decisions/042-passkeys.md), answered by a software authenticator that signs as a
 * browser's does: the relying party is PUBLIC_URL's host (localhost in tests).
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const site = { rpId: 'localhost', origin: 'http://localhost:3000' };
let t: TestApp;
const device = softAuthenticator(site);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: 'error' } });
});
afterAll(() => t.close());

async function addPasskey(app: TestApp, token: string, name?: string) {
  const options = await app.request('POST', '/api/auth/passkeys/registration/options', { token });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const made = device.register(options.body.data.options);
  const done = await app.request('POST', '/api/auth/passkeys/registration', {
    token,
    body: { challengeId: options.body.data.challengeId, response: made.response, ...(name ? { name } : {}) },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.message).toBe('Passkey added.');
  return made.passkey;
}

async function signInWith(app: TestApp, passkey: SoftPasskey, origin?: string) {
  const options = await app.request('POST', '/api/auth/passkeys/sign-in/options', {});
  expect(options.status).toBe(200);
  const response = device.assert(passkey, options.body.data.options, origin);
  const body = { challengeId: options.body.data.challengeId, response };
  return { res: await app.request('POST', '/api/auth/passkeys/sign-in', { body }), body };
}

describe('passkeys', () => {
  it('keeps an account at ten passkeys when the tenth and eleventh are finished at once', async () => {
    const { token } = await t.signup();
    for (let i = 0; i < 8; i++) await addPasskey(t, token);
    // Three ceremonies start with eight kept (each options call passes the count) and finish together.
    const started = await Promise.all(
      [0, 1, 2].map(async () => {
        const options = await t.request('POST', '/api/auth/passkeys/registration/options', { token });
        expect(options.status).toBe(200);
        return {
          challengeId: options.body.data.challengeId,
          made: device.register(options.body.data.options),
        };
      }),
    );
    const finished = await Promise.all(
      started.map(({ challengeId, made }) =>
        t.request('POST', '/api/auth/passkeys/registration', {
          token,
          body: { challengeId, response: made.response },
        }),
      ),
    );
    expect(finished.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(finished.find((r) => r.status === 409)!.body.message).toBe(
      'An account can have at most 10 passkeys. Remove one first.',
    );
    expect((await t.request('GET', '/api/auth/passkeys', { token })).body.data).toHaveLength(10);
  });

  it('adds a passkey to an account, lists it, and signs in with it alone (the token works)', async () => {
    const { token, user } = await t.signup();
    const passkey = await addPasskey(t, token, 'My phone');
    const list = await t.request('GET', '/api/auth/passkeys', { token });
    expect(list.body.data).toEqual([
      {
        id: passkey.credentialId.toString('base64url'),
        name: 'My phone',
        backedUp: false,
        createdAt: clock.now().toISOString(),
        lastUsedAt: null,
      },
    ]);
    const { res } = await signInWith(t, passkey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user.id).toBe(user.id);
    expect((await t.request('GET', '/api/auth/verify', { token: res.body.token })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/passkeys', { token })).body.data[0].lastUsedAt).toBe(
      clock.now().toISOString(),
    );
    expect((await t.request('GET', '/api/auth/second-factor', { token })).body.data.passkeys).toBe(1);
  });

  it('takes an answer once, on this site only, from a passkey it knows, with a counter that moves on', async () => {
    const { token } = await t.signup();
    const passkey = await addPasskey(t, token);
    const first = await signInWith(t, passkey);
    expect(first.res.status).toBe(200);
    // The same answer again (a replay): its challenge is spent.
    const replay = await t.request('POST', '/api/auth/passkeys/sign-in', { body: first.body });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('This passkey request has expired. Please try again.');
    // Signed on another site (a phishing page): refused.
    const phished = await signInWith(t, passkey, 'https://chamak-login.example');
    expect(phished.res.status).toBe(400);
    expect(phished.res.body.message).toBe('That passkey could not be checked. Please try again.');
    // A clone whose counter is behind (the server holds 1; the clone signs 1 again).
    passkey.counter = 0;
    expect((await signInWith(t, passkey)).res.status).toBe(400);
    passkey.counter = 10;
    expect((await signInWith(t, passkey)).res.status).toBe(200);
    // A passkey nobody registered.
    const stranger = device.register({ challenge: 'x' }).passkey;
    const unknown = await signInWith(t, stranger);
    expect(unknown.res.status).toBe(401);
    expect(unknown.res.body.message).toBe(
      'This passkey is not registered with Chamak. Sign in another way, then add it in your profile.',
    );
  });

  it("refuses another account's challenge, another's passkey and input an attacker would send", async () => {
    const a = await t.signup();
    const b = await t.signup();
    const options = await t.request('POST', '/api/auth/passkeys/registration/options', { token: a.token });
    const made = device.register(options.body.data.options);
    const stolen = await t.request('POST', '/api/auth/passkeys/registration', {
      token: b.token,
      body: { challengeId: options.body.data.challengeId, response: made.response },
    });
    expect(stolen.status).toBe(400);
    const aKey = await addPasskey(t, a.token);
    const id = aKey.credentialId.toString('base64url');
    expect((await t.request('DELETE', `/api/auth/passkeys/${id}`, { token: b.token })).status).toBe(404);
    for (const [response, status] of [
      [{ ...made.response, id: 'A'.repeat(50_000) }, 413],
      [{ ...made.response, id: 'A'.repeat(5_000) }, 400],
      [{ ...made.response, id: 'abc\u0000def' }, 400],
      [{ ...made.response, type: 'password' }, 400],
    ] as const) {
      const res = await t.request('POST', '/api/auth/passkeys/registration', {
        token: a.token,
        body: { challengeId: options.body.data.challengeId, response },
      });
      expect(res.status).toBe(status);
    }
    const bad = await t.request('POST', '/api/auth/passkeys/sign-in', {
      body: { challengeId: 'not-a-uuid', response: {} },
    });
    expect(bad.status).toBe(400);
    // Removed, it signs in no more.
    const removed = await t.request('DELETE', `/api/auth/passkeys/${id}`, { token: a.token });
    expect(removed.body.message).toBe('Passkey removed.');
    expect((await signInWith(t, aKey)).res.status).toBe(401);
  });
});

describe('a passkey as a staff second factor (STAFF_SECOND_FACTOR=required)', () => {
  let r: TestApp;
  let ownerSession: string;
  beforeAll(async () => {
    r = await startTestApp({
      clock,
      env: { RATE_LIMIT_MULTIPLIER: '1000', STAFF_SECOND_FACTOR: 'required' },
    });
  });
  afterAll(() => r.close());

  it('opens the console once added; then the password alone asks for it; an owner reset takes it away', async () => {
    const login = () =>
      r.request('POST', '/api/auth/login', {
        body: { email: demo.admin.email, password: demo.admin.password },
      });
    const first = await login();
    expect(first.body.data.secondFactorSetupRequired).toBe(true);
    const token = first.body.token as string;
    expect((await r.request('GET', '/api/admin/staff', { token })).status).toBe(403);
    const passkey = await addPasskey(r, token);
    expect((await r.request('GET', '/api/admin/staff', { token })).status).toBe(200);

    const again = await login();
    expect(again.body.token).toBeUndefined();
    expect(again.body.data).toMatchObject({ secondFactorRequired: true, methods: ['passkey'] });
    expect(again.body.message).toBe('Use your passkey to finish signing in.');
    const { res } = await signInWith(r, passkey);
    expect(res.status).toBe(200);
    expect(res.body.data.secondFactorSetupRequired).toBeUndefined();
    expect((await r.request('GET', '/api/admin/staff', { token: res.body.token })).status).toBe(200);
    ownerSession = res.body.token;
  });

  it("an owner's reset removes a staff member's passkeys and ends their sessions", async () => {
    const owner = await r.request('POST', '/api/auth/login', {
      body: { email: demo.admin.email, password: demo.admin.password },
    });
    // The owner has a passkey from the test above: the password alone asks for it.
    expect(owner.body.data.methods).toEqual(['passkey']);
    const email = `dispatch.passkey@chamak.in`;
    const password = 'Passkey!Staff42';
    const made = await r.request('POST', '/api/admin/staff', {
      token: ownerSession,
      body: { name: 'Passkey Dispatcher', email, phone: '9644012345', role: 'dispatcher', password },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const staffId = made.body.data.member._id as string;
    const staffToken = (await r.request('POST', '/api/auth/login', { body: { email, password } })).body.token;
    const key = await addPasskey(r, staffToken);
    const listed = await r.request('GET', '/api/admin/staff', { token: ownerSession });
    expect(listed.body.data.staff.find((m: { _id: string }) => m._id === staffId)).toMatchObject({
      secondFactor: true,
    });
    const reset = await r.request('POST', `/api/admin/staff/${staffId}/reset-second-factor`, {
      token: ownerSession,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await r.request('GET', '/api/auth/verify', { token: staffToken })).status).toBe(401);
    expect((await signInWith(r, key)).res.status).toBe(401);
  });
});

describe('passkeySite', () => {
  it.each([
    ['https://chamak.in', 'https://chamak.in', true, true],
    ['https://chamak.in', 'https://chamak.in:8443', true, false],
    ['https://chamak.in', 'https://evil.example', true, false],
    ['http://localhost:3000', 'http://localhost:3900', false, true],
    ['http://localhost:3000', 'http://localhost:3900', true, false],
    ['http://localhost:3000', 'not a url', false, false],
  ])('PUBLIC_URL %s accepts %s (production %s): %s', (publicUrl, origin, production, accepted) => {
    expect(passkeySite(publicUrl, 'Chamak', production).origins(origin)).toBe(accepted);
  });
});
