import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validation } from '../../../shared/texts';
import { messagesTo } from '../../platform/mail/outbox';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(() => t.close());

/** The token of the newest link of `kind` mailed to `to` (the outbox is what the SMTP sender sends). */
async function linkToken(to: string, kind: string, path: string) {
  const mail = (await messagesTo(t.database.db, to, kind)).at(-1);
  if (!mail) return null;
  const match = new RegExp(`${path}\\?token=([^\\s"&<]+)`).exec(mail.text);
  return match ? decodeURIComponent(match[1]!) : null;
}

const login = (email: string, password: string) =>
  t.request('POST', '/api/auth/login', { body: { email, password } });

async function askEmailChange(account: { token: string; password?: string }, email: string) {
  return t.request('PUT', '/api/users/profile', {
    token: account.token,
    body: { name: 'Test Customer', email, currentPassword: account.password },
  });
}

describe('changing the sign-in email', () => {
  it('needs the current password: 400 without it and with a wrong one, nothing changes', async () => {
    const me = await t.signup();
    const without = await t.request('PUT', '/api/users/profile', {
      token: me.token,
      body: { name: 'Test Customer', email: uniqueEmail('new') },
    });
    expect(without.status).toBe(400);
    expect(without.body.details).toEqual([
      { field: 'currentPassword', message: serverMessages.currentPasswordForEmail },
    ]);
    const wrong = await askEmailChange({ token: me.token, password: 'NotMine2026x' }, uniqueEmail('new'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG');
    const profile = await t.request('GET', '/api/users/profile', { token: me.token });
    expect(profile.body.data.user).toMatchObject({ email: me.email, pendingEmail: null });
    // Name and phone alone still need no password.
    const rename = await t.request('PUT', '/api/users/profile', {
      token: me.token,
      body: { name: 'Renamed Person', email: me.email },
    });
    expect(rename.status).toBe(200);
    expect(rename.body.message).toBe('Profile updated successfully!');
  });

  it('keeps the account as it is until the new address confirms, once; the old address is told', async () => {
    const me = await t.signup();
    const newEmail = uniqueEmail('moved');
    const asked = await askEmailChange(me, newEmail);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(serverMessages.emailChangePending);
    expect(asked.body.data.user).toMatchObject({ email: me.email, pendingEmail: newEmail });

    // Nothing has changed yet: the old email signs in, the new one does not.
    expect((await login(me.email, me.password)).status).toBe(200);
    expect((await login(newEmail, me.password)).status).toBe(401);

    const notice = (await messagesTo(t.database.db, me.email, 'email-change-notice')).at(-1)!;
    expect(notice.text).toContain(newEmail);
    expect(await linkToken(me.email, 'email-change-notice', '/email/undo')).toBeTruthy();

    const token = (await linkToken(newEmail, 'email-change-confirm', '/email/confirm'))!;
    const confirmed = await t.request('POST', '/api/users/email/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(serverMessages.emailChanged);
    expect((await login(newEmail, me.password)).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(401);
    const profile = await t.request('GET', '/api/users/profile', { token: me.token });
    expect(profile.body.data.user).toMatchObject({ email: newEmail, pendingEmail: null });

    const again = await t.request('POST', '/api/users/email/confirm', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('EMAIL_CHANGE_INVALID');
  });

  it('undoes a confirmed change from the old address: email back, every session ended', async () => {
    const me = await t.signup();
    const otherSession = (await login(me.email, me.password)).body.token;
    const newEmail = uniqueEmail('hijack');
    await askEmailChange(me, newEmail);
    const confirm = (await linkToken(newEmail, 'email-change-confirm', '/email/confirm'))!;
    expect((await t.request('POST', '/api/users/email/confirm', { body: { token: confirm } })).status).toBe(
      200,
    );

    const undo = (await linkToken(me.email, 'email-change-notice', '/email/undo'))!;
    const undone = await t.request('POST', '/api/users/email/undo', { body: { token: undo } });
    expect(undone.status).toBe(200);
    expect(undone.body.message).toBe(serverMessages.emailChangeUndone);
    for (const token of [me.token, otherSession])
      expect((await t.request('GET', '/api/users/profile', { token })).status).toBe(401);
    const back = await login(me.email, me.password);
    expect(back.status).toBe(200);
    expect(back.body.data.user).toMatchObject({ email: me.email, pendingEmail: null });
    expect((await login(newEmail, me.password)).status).toBe(401);
    expect((await t.request('POST', '/api/users/email/undo', { body: { token: undo } })).status).toBe(400);
  });

  it('undone before it is confirmed, the confirmation link no longer works', async () => {
    const me = await t.signup();
    const newEmail = uniqueEmail('pending');
    await askEmailChange(me, newEmail);
    const undo = (await linkToken(me.email, 'email-change-notice', '/email/undo'))!;
    expect((await t.request('POST', '/api/users/email/undo', { body: { token: undo } })).status).toBe(200);
    const confirm = (await linkToken(newEmail, 'email-change-confirm', '/email/confirm'))!;
    expect((await t.request('POST', '/api/users/email/confirm', { body: { token: confirm } })).status).toBe(
      400,
    );
    const back = await login(me.email, me.password);
    expect(back.body.data.user).toMatchObject({ email: me.email, pendingEmail: null });
  });

  it('a newer request replaces the open one, and the link expires after 24 hours', async () => {
    const me = await t.signup();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await askEmailChange(me, first);
    await askEmailChange(me, second);
    const firstToken = (await linkToken(first, 'email-change-confirm', '/email/confirm'))!;
    expect(
      (await t.request('POST', '/api/users/email/confirm', { body: { token: firstToken } })).status,
    ).toBe(400);
    const secondToken = (await linkToken(second, 'email-change-confirm', '/email/confirm'))!;
    clock.advance(25 * 60 * 60_000);
    try {
      expect(
        (await t.request('POST', '/api/users/email/confirm', { body: { token: secondToken } })).status,
      ).toBe(400);
    } finally {
      clock.advance(-25 * 60 * 60_000);
    }
  });

  it('answers a taken address exactly as a free one, and mails nothing to it', async () => {
    const me = await t.signup();
    const owner = await t.signup();
    const free = uniqueEmail('free');
    const taken = await askEmailChange(me, owner.email);
    const other = await t.signup();
    const untaken = await askEmailChange(other, free);
    expect(taken.status).toBe(200);
    const shape = (body: any) => ({
      ...body,
      data: { user: { ...body.data.user, _id: 0, id: 0, email: 0, pendingEmail: 0, createdAt: 0 } },
    });
    expect(shape(taken.body)).toEqual(shape(untaken.body));
    expect(taken.body.data.user.pendingEmail).toBe(owner.email);
    expect(await messagesTo(t.database.db, owner.email, 'email-change-confirm')).toEqual([]);
    // The owner of the address keeps it; the requester keeps theirs.
    expect((await login(owner.email, owner.password)).body.data.user.id).toBe(owner.user.id);
    expect((await login(me.email, me.password)).status).toBe(200);
  });
});

describe('sessions end on a password change and a reset', () => {
  it('a password change signs out every other session; the caller gets a new token', async () => {
    const me = await t.signup();
    const phone = (await login(me.email, me.password)).body.token;
    const changed = await t.request('PUT', '/api/users/change-password', {
      token: me.token,
      body: { currentPassword: me.password, newPassword: 'Monsoon-Lantern-42' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/api/users/profile', { token: phone })).status).toBe(401);
    expect((await t.request('GET', '/api/users/profile', { token: me.token })).status).toBe(401);
    expect((await t.request('GET', '/api/users/profile', { token: changed.body.token })).status).toBe(200);
  });

  it('a reset from the emailed link signs out every session', async () => {
    const me = await t.signup();
    const phone = (await login(me.email, me.password)).body.token;
    await t.request('POST', '/api/auth/forgot-password', { body: { email: me.email } });
    await t.app.background.idle(); // forgot-password queues its mail after answering
    const token = (await linkToken(me.email, 'temporary-password', '/reset-password'))!;
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'Monsoon-Lantern-42' },
    });
    expect(reset.status).toBe(200);
    for (const session of [me.token, phone])
      expect((await t.request('GET', '/api/users/profile', { token: session })).status).toBe(401);
  });
});

describe('a temporary password', () => {
  async function temporaryPassword(email: string, kind: string) {
    const mail = (await messagesTo(t.database.db, email, kind)).at(-1)!;
    return /password(?: is)?: (\S+)/.exec(mail.text)![1]!;
  }

  it('works once, and until it is changed the account can only change it or sign out', async () => {
    const me = await t.signup();
    await t.request('POST', '/api/auth/forgot-password', { body: { email: me.email } });
    await t.app.background.idle(); // forgot-password queues its mail after answering
    const temporary = await temporaryPassword(me.email, 'temporary-password');
    const first = await login(me.email, temporary);
    expect(first.status).toBe(200);
    expect(first.body.data.user.mustChangePassword).toBe(true);
    expect((await login(me.email, temporary)).status).toBe(401);

    for (const [method, path] of [
      ['GET', '/api/users/profile'],
      ['GET', '/api/bookings'],
      ['GET', '/api/users/addresses'],
      ['GET', '/api/auth/verify'],
    ] as const) {
      const res = await t.request(method, path, { token: first.body.token });
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(res.body.message, path).toBe(serverMessages.passwordChangeRequired);
    }
    // An earlier session of the account is held to the same rule.
    expect((await t.request('GET', '/api/users/profile', { token: me.token })).status).toBe(403);

    const changed = await t.request('PUT', '/api/users/change-password', {
      token: first.body.token,
      body: { currentPassword: temporary, newPassword: 'Monsoon-Lantern-42' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user.mustChangePassword).toBe(false);
    expect((await t.request('GET', '/api/users/profile', { token: changed.body.token })).status).toBe(200);
    expect((await login(me.email, temporary)).status).toBe(401);
    expect((await login(me.email, 'Monsoon-Lantern-42')).status).toBe(200);
  });

  it('lets the restricted account sign out', async () => {
    const me = await t.signup();
    await t.request('POST', '/api/auth/forgot-password', { body: { email: me.email } });
    await t.app.background.idle(); // forgot-password queues its mail after answering
    const temporary = await temporaryPassword(me.email, 'temporary-password');
    const session = (await login(me.email, temporary)).body.token;
    expect((await t.request('POST', '/api/auth/logout', { token: session })).status).toBe(200);
  });

  it("an admin-made cleaner's emailed password also works once", async () => {
    const admin = await t.login('admin');
    const email = uniqueEmail('crew');
    const made = await t.request('POST', '/api/admin/cleaners', {
      token: admin,
      body: { name: 'Kiran Joshi', email, phone: '9876500031' },
    });
    expect(made.status).toBe(201);
    const temporary = await temporaryPassword(email, 'cleaner-welcome');
    const first = await login(email, temporary);
    expect(first.status).toBe(200);
    expect(first.body.data.user.mustChangePassword).toBe(true);
    expect((await login(email, temporary)).status).toBe(401);
    const changed = await t.request('PUT', '/api/users/change-password', {
      token: first.body.token,
      body: { currentPassword: temporary, newPassword: 'Mopping-Crew-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await login(email, 'Mopping-Crew-2026')).status).toBe(200);
  });
});

describe('one password rule on every path', () => {
  const tooCommon = [{ field: 'password', message: serverMessages.passwordTooCommon }];

  it('refuses Welcome@123 and aaaaaa at sign-up, change, reset and for an admin-made cleaner, saying why', async () => {
    const signup = (password: string) =>
      t.request('POST', '/api/auth/register', {
        body: { name: 'Common Password', email: uniqueEmail('common'), phone: '9876543210', password },
      });
    expect((await signup('Welcome@123')).body).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      details: tooCommon,
    });
    const short = await signup('aaaaaa');
    expect(short.status).toBe(400);
    expect(short.body.details.map((d: any) => d.message)).toContain(validation.passwordMin8);

    const me = await t.signup();
    const change = (newPassword: string) =>
      t.request('PUT', '/api/users/change-password', {
        token: me.token,
        body: { currentPassword: me.password, newPassword },
      });
    const changeShort = await change('aaaaaa');
    expect(changeShort.status).toBe(400);
    expect(changeShort.body.details).toEqual([{ field: 'newPassword', message: validation.passwordMin8 }]);
    expect((await change('aaaaaaaa')).body.code).toBe('PASSWORD_TOO_COMMON');
    const changeCommon = await change('Welcome@123');
    expect(changeCommon.status).toBe(400);
    expect(changeCommon.body.details).toEqual([
      { field: 'newPassword', message: serverMessages.passwordTooCommon },
    ]);

    await t.request('POST', '/api/auth/forgot-password', { body: { email: me.email } });
    await t.app.background.idle(); // forgot-password queues its mail after answering
    const token = (await linkToken(me.email, 'temporary-password', '/reset-password'))!;
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'Welcome@123' },
    });
    expect(reset.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: tooCommon });

    const admin = await t.login('admin');
    const cleaner = (password: string) =>
      t.request('POST', '/api/admin/cleaners', {
        token: admin,
        body: { name: 'Kiran Joshi', email: uniqueEmail('crew'), phone: '9876500032', password },
      });
    expect((await cleaner('Welcome@123')).body).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      details: tooCommon,
    });
    expect((await cleaner('aaaaaa')).status).toBe(400);
    expect((await cleaner('Mopping-Crew-2026')).status).toBe(201);
  });
});
