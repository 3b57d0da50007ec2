import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/test-app';

/** A stolen session guessing the current password (issue 33: 200 guesses at 25/s, no 429, before). */
describe('change-password guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const change = (token: string, currentPassword: string) =>
    t.request('PUT', '/api/users/change-password', {
      token,
      body: { currentPassword, newPassword: 'Monsoon-Lantern-42' },
    });

  it('answers 429 after five wrong current passwords, shares the limit with the email change and tells the owner', async () => {
    const me = await t.signup();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(me.token, `Wrong-guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The right password too, now: the guesser cannot tell when they found it.
    expect((await change(me.token, me.password)).status).toBe(429);
    const emailChange = await t.request('PUT', '/api/users/profile', {
      token: me.token,
      body: { name: me.user.name, email: `new-${me.email}`, currentPassword: me.password },
    });
    expect(emailChange.status).toBe(429);

    const notices = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'password-guesses'), eq(outboxEmails.to, me.email)));
    expect(notices).toHaveLength(1);
    // The password is as it was.
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: me.email, password: me.password } }))
        .status,
    ).toBe(200);
  });

  it('counts a wrong email-change password against the password change as well', async () => {
    const me = await t.signup();
    for (let i = 0; i < 5; i++) {
      const res = await t.request('PUT', '/api/users/profile', {
        token: me.token,
        body: { name: me.user.name, email: `new-${me.email}`, currentPassword: `Wrong-guess-${i}` },
      });
      expect(res.status).toBe(400);
    }
    expect((await change(me.token, me.password)).status).toBe(429);
  });
});
