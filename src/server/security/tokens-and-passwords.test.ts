import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../shared/texts';
import { messagesTo } from '../platform/mail/outbox';
import { startTestApp, uniqueEmail, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT made by hand, so each way of forging one can be tried. */
function jwt(header: object, claims: object, secret: string | null) {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  const signature = secret === null ? '' : createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

async function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('tokens', () => {
  it('answers 401 to alg none, a wrong signature, another secret and an expired token', async () => {
    const { token } = await t.signup();
    const claims = await claimsOf(token);
    const now = Math.floor(Date.now() / 1000);
    const forged = {
      'alg none': jwt({ alg: 'none', typ: 'JWT' }, claims, null),
      'alg none with the admin role': jwt({ alg: 'none', typ: 'JWT' }, { ...claims, role: 'admin' }, null),
      'a wrong signature': `${token.slice(0, token.lastIndexOf('.'))}.${b64('not the signature')}`,
      'another secret': jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-0123456789abcdef012345'),
      'an expired token': jwt(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: now - 7200, exp: now - 3600 },
        t.config.JWT_SECRET,
      ),
    };
    expect((await t.request('GET', '/api/users/profile', { token })).status).toBe(200);
    for (const [how, bad] of Object.entries(forged)) {
      const res = await t.request('GET', '/api/users/profile', { token: bad });
      expect(res.status, how).toBe(401);
      expect(res.body.status, how).toBe('error');
    }
  });

  it('answers 401 after logout and after a password change', async () => {
    const first = await t.signup();
    await t.request('POST', '/api/auth/logout', { token: first.token });
    expect((await t.request('GET', '/api/users/profile', { token: first.token })).status).toBe(401);

    const second = await t.signup();
    const changed = await t.request('PUT', '/api/users/change-password', {
      token: second.token,
      body: { currentPassword: second.password, newPassword: 'Kingfisher2026x' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/api/users/profile', { token: second.token })).status).toBe(401);
  });
});

describe('passwords', () => {
  it('accepts a 64-character password', async () => {
    const password = `Aa1${'x'.repeat(61)}`;
    const email = uniqueEmail('long');
    const signup = await t.request('POST', '/api/auth/register', {
      body: { name: 'Long Password', email, phone: '9876543210', password },
    });
    expect(signup.status).toBe(201);
    expect((await t.request('POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it('refuses one of the most common passwords at signup, change and reset with a clear message', async () => {
    const signup = await t.request('POST', '/api/auth/register', {
      body: { name: 'Common', email: uniqueEmail('common'), phone: '9876543210', password: 'Password1' },
    });
    expect(signup.status).toBe(400);
    expect(signup.body.details).toEqual([{ field: 'password', message: serverMessages.passwordTooCommon }]);

    const { token, password, email } = await t.signup();
    const change = await t.request('PUT', '/api/users/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'Qwerty123' },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(serverMessages.passwordTooCommon);
    expect((await t.request('GET', '/api/users/profile', { token })).status).toBe(200);

    await t.request('POST', '/api/auth/forgot-password', { body: { email } });
    await t.app.background.idle(); // the mail is queued after the answer
    const mails = await messagesTo(t.database.db, email);
    const mail = mails.find((m) => m.kind === 'temporary-password')!;
    const resetToken = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text)![1]!);
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'Iloveyou1' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(serverMessages.passwordTooCommon);
    const fine = await t.request('POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'Kingfisher2026x' },
    });
    expect(fine.status).toBe(200);
  });
});

describe('account enumeration', () => {
  it('answers login and forgot-password the same for a known and an unknown email', async () => {
    const known = (await t.signup()).email;
    const unknown = uniqueEmail('nobody');
    const answer = async (path: string, body: object) => {
      const res = await t.request('POST', path, { body });
      return { status: res.status, body: res.body };
    };
    const timings: Record<string, number[]> = { known: [], unknown: [] };
    // Four rounds and the check below make five failures each: the free guesses of one address (login-throttle.ts).
    for (let i = 0; i < 4; i++) {
      for (const [who, email] of [
        ['known', known],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now();
        await answer('/api/auth/login', { email, password: 'Wrong1234x' });
        timings[who]!.push(performance.now() - started);
      }
    }
    expect(await answer('/api/auth/login', { email: known, password: 'Wrong1234x' })).toEqual(
      await answer('/api/auth/login', { email: unknown, password: 'Wrong1234x' }),
    );
    expect(await answer('/api/auth/forgot-password', { email: known })).toEqual(
      await answer('/api/auth/forgot-password', { email: unknown }),
    );
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // A figure for the record, not a pass/fail timing: both paths verify an argon2id hash.
    console.log(
      `login median: known ${median(timings.known!).toFixed(1)} ms, unknown ${median(timings.unknown!).toFixed(1)} ms`,
    );
  });
});
