import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from '../../platform/mail/outbox';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(() => t.close());

async function temporaryPasswordFor(email: string) {
  await t.app.background.idle(); // forgot-password queues its mail after answering
  const rows = await messagesTo(t.database.db, email);
  const mail = rows.filter((r) => r.kind === 'temporary-password').at(-1)!;
  return {
    password: /temporary password is: (\S+)/.exec(mail.text)![1],
    token: decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]),
  };
}

describe('POST /api/auth/register', () => {
  it('creates a client whatever role is sent, returns a token, and queues a welcome email', async () => {
    const email = uniqueEmail();
    const res = await t.request('POST', '/api/auth/register', {
      body: { name: 'Asha Verma', email, phone: '9876543210', password: 'Sitar-Lamp-123', role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      data: { user: { email, role: 'client' } },
      message: 'Account created successfully!',
    });
    expect(typeof res.body.token).toBe('string');
    const mails = await messagesTo(t.database.db, email);
    expect(mails.map((m) => m.kind)).toEqual(['welcome']);
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ phone: '98765' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ password: 'Short1' }, 'password', 'Password must be at least 8 characters'],
    [
      { password: 'alllowercase1' },
      'password',
      'Password must contain an uppercase letter, a lowercase letter and a number',
    ],
  ])('rejects %j on %s with the spec message', async (overrides, field, message) => {
    const res = await t.request('POST', '/api/auth/register', {
      body: {
        name: 'Asha',
        email: uniqueEmail(),
        phone: '9876543210',
        password: 'Sitar-Lamp-123',
        ...overrides,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('answers 409 on the email field for an address already registered', async () => {
    const { email } = await t.signup();
    const res = await t.request('POST', '/api/auth/register', {
      body: { name: 'Again', email: email.toUpperCase(), phone: '9876543210', password: 'Sitar-Lamp-123' },
    });
    expect(res.status).toBe(409);
    expect(res.body.details[0].field).toBe('email');
  });
});

describe('POST /api/auth/login', () => {
  it('logs in and rejects a wrong password and an unknown email with the same 401', async () => {
    const { email, password } = await t.signup();
    const ok = await t.request('POST', '/api/auth/login', { body: { email, password } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Login successful!');
    const wrong = await t.request('POST', '/api/auth/login', { body: { email, password: 'Wrong1234' } });
    const unknown = await t.request('POST', '/api/auth/login', {
      body: { email: uniqueEmail(), password: 'Wrong1234' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: 'x', password: 'secret1' }, 'Please enter a valid email'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
  ])('rejects %j with "%s"', async (body, message) => {
    const res = await t.request('POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: any) => d.message)).toContain(message);
  });
});

describe('tokens', () => {
  it('verifies a token, and revokes it on logout', async () => {
    const { token } = await t.signup();
    expect((await t.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    expect((await t.request('POST', '/api/auth/logout', { token })).body.message).toBe(
      'Logged out successfully!',
    );
    const after = await t.request('GET', '/api/auth/verify', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('revokes earlier tokens on a password change and hands out a new one', async () => {
    const { token, password } = await t.signup();
    const changed = await t.request('PUT', '/api/users/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'NewSecret9' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully!');
    expect((await t.request('GET', '/api/users/profile', { token })).status).toBe(401);
    expect((await t.request('GET', '/api/users/profile', { token: changed.body.token })).status).toBe(200);
  });

  it('refuses a wrong current password and an empty field with the spec message', async () => {
    const { token } = await t.signup();
    const wrong = await t.request('PUT', '/api/users/change-password', {
      token,
      body: { currentPassword: 'Nope12345', newPassword: 'NewSecret9' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const empty = await t.request('PUT', '/api/users/change-password', {
      token,
      body: { currentPassword: '', newPassword: 'NewSecret9' },
    });
    expect(empty.body.details[0].message).toBe('Please fill in all password fields');
  });

  it('answers 401 to a forged token', async () => {
    const res = await t.request('GET', '/api/users/profile', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad',
    });
    expect(res.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown email', async () => {
    const { email } = await t.signup();
    const known = await t.request('POST', '/api/auth/forgot-password', { body: { email } });
    const unknown = await t.request('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail() } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
  });

  it('emails a temporary password that works once, asks for a new password, and leaves the old one working until used', async () => {
    const { email, password } = await t.signup();
    await t.request('POST', '/api/auth/forgot-password', { body: { email } });
    const temp = await temporaryPasswordFor(email);
    expect((await t.request('POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
    const withTemp = await t.request('POST', '/api/auth/login', { body: { email, password: temp.password } });
    expect(withTemp.status).toBe(200);
    expect(withTemp.body.data.user.mustChangePassword).toBe(true);
    const changed = await t.request('PUT', '/api/users/change-password', {
      token: withTemp.body.token,
      body: { currentPassword: temp.password, newPassword: 'Chosen123' },
    });
    expect(changed.body.data.user.mustChangePassword).toBe(false);
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email, password: temp.password } })).status,
    ).toBe(401);
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email, password: 'Chosen123' } })).status,
    ).toBe(200);
  });

  it('lets the temporary password expire after 30 minutes', async () => {
    const { email } = await t.signup();
    await t.request('POST', '/api/auth/forgot-password', { body: { email } });
    const temp = await temporaryPasswordFor(email);
    clock.advance(31 * 60_000);
    try {
      expect(
        (await t.request('POST', '/api/auth/login', { body: { email, password: temp.password } })).status,
      ).toBe(401);
    } finally {
      clock.advance(-31 * 60_000);
    }
  });

  it('resets the password with the emailed link token, once', async () => {
    const { email, token: session } = await t.signup();
    await t.request('POST', '/api/auth/forgot-password', { body: { email } });
    const { token } = await temporaryPasswordFor(email);
    expect(
      (await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'Reset1234' } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'Reset1234' } }))
        .status,
    ).toBe(400);
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email, password: 'Reset1234' } })).status,
    ).toBe(200);
    expect((await t.request('GET', '/api/users/profile', { token: session })).status).toBe(401);
  });
});

describe('profile and addresses', () => {
  it('updates the profile, and answers a taken email as a free one (no enumeration)', async () => {
    const a = await t.signup();
    const b = await t.signup();
    const ok = await t.request('PUT', '/api/users/profile', {
      token: a.token,
      body: { name: 'Asha V', email: a.email, phone: '9123456789' },
    });
    expect(ok.body).toMatchObject({
      data: { user: { name: 'Asha V', phone: '9123456789' } },
      message: 'Profile updated successfully!',
    });
    const taken = await t.request('PUT', '/api/users/profile', {
      token: a.token,
      body: { name: 'Asha V', email: b.email, currentPassword: a.password },
    });
    expect(taken.status).toBe(200);
    expect(taken.body.data.user).toMatchObject({ email: a.email, pendingEmail: b.email });
  });

  it('saves, lists and deletes addresses, and hides them from other accounts (404)', async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const saved = await t.request('POST', '/api/users/addresses', {
      token: owner.token,
      body: { label: 'Work', line1: '5 AB Road', city: 'Indore', state: 'MP', pincode: '452010' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('Address saved successfully!');
    const id = saved.body.data.address._id;
    expect(
      (await t.request('GET', '/api/users/addresses', { token: other.token })).body.data.addresses,
    ).toEqual([]);
    expect((await t.request('DELETE', `/api/users/addresses/${id}`, { token: other.token })).status).toBe(
      404,
    );
    const deleted = await t.request('DELETE', `/api/users/addresses/${id}`, { token: owner.token });
    expect(deleted.body.message).toBe('Address deleted successfully!');
  });

  it.each([
    [{ line1: '', city: 'Indore', state: 'MP', pincode: '452010' }, 'Please fill all required fields'],
    [{ line1: 'x', city: 'Indore', state: 'MP', pincode: '45201' }, 'Please enter a valid 6-digit pincode'],
  ])('rejects address %j with "%s"', async (body, message) => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/users/addresses', { token, body });
    expect(res.body.details[0].message).toBe(message);
  });

  it('deletes the account', async () => {
    const { token, email, password } = await t.signup();
    expect((await t.request('DELETE', '/api/users/profile', { token })).status).toBe(200);
    expect((await t.request('POST', '/api/auth/login', { body: { email, password } })).status).toBe(401);
  });
});
