import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, outboxTexts } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/test-app';
import { verifyPhone } from '../users/phone-verification.test-support';
import { REDACTED_MESSAGE } from './account-data.repository';

/** A deleted account's mail stayed in the admin outbox with the person's name and address (issue 33). */
describe('deleting an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  });
  afterAll(() => t?.close());

  it('redacts its sent mail and texts in both outboxes, and leaves others’ alone', async () => {
    const phone = '9712300451';
    const me = await t.signup({ name: 'Asha Deletable', phone });
    await verifyPhone(t, me.token);
    const other = await t.signup({ name: 'Ravi Keeps' });

    const mailOf = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
    expect((await mailOf(me.email)).length).toBeGreaterThan(0);
    const textsBefore = await t.database.db
      .select()
      .from(outboxTexts)
      .where(eq(outboxTexts.to, `91${phone}`));
    expect(textsBefore.length).toBeGreaterThan(0);

    // Delivered (the sandbox keeps them queued otherwise); one mail still queued goes out as it is.
    await t.database.db.update(outboxEmails).set({ status: 'sent' }).where(eq(outboxEmails.to, me.email));
    await t.database.db
      .update(outboxTexts)
      .set({ status: 'sent' })
      .where(eq(outboxTexts.to, `91${phone}`));
    await t.database.db
      .insert(outboxEmails)
      .values({ kind: 'note', to: me.email, subject: 'Still queued', text: 'x' });

    const res = await t.request('DELETE', '/api/users/profile', { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect((await mailOf(me.email)).map((m) => m.subject)).toEqual(['Still queued']);
    expect(
      await t.database.db
        .select()
        .from(outboxTexts)
        .where(eq(outboxTexts.to, `91${phone}`)),
    ).toEqual([]);
    const ids = textsBefore.map((r) => r.id);
    const redactedTexts = await t.database.db
      .select()
      .from(outboxTexts)
      .where(or(...ids.map((id) => eq(outboxTexts.id, id))));
    expect(redactedTexts.length).toBe(ids.length);
    for (const row of redactedTexts) {
      expect(row.text).toBe(REDACTED_MESSAGE);
      expect(row.variables).toEqual([]);
    }
    const all = JSON.stringify(
      (await t.database.db.select().from(outboxEmails)).filter((m) => m.subject !== 'Still queued'),
    );
    expect(all).not.toContain('Asha Deletable');
    expect(all).not.toContain(me.email);
    // Another account's welcome mail is as it was.
    const others = await mailOf(other.email);
    expect(others.length).toBe(1);
    expect(JSON.stringify(others[0])).toContain('Ravi Keeps');
  });
});
