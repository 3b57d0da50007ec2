import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, outboxEmails, outboxTexts } from '../../db/schema/index';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { EXPIRED_MESSAGE } from './retention.repository';
import { createRetention } from './retention.service';

/** Logs and traffic data are kept one year (DPDP Rules 2025), then redacted or deleted by the retention job. */
describe('retention', () => {
  const clock = manualClock(new Date('2026-11-28T06:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t?.close());

  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 24 * 60 * 60 * 1000);
  const run = () => t.app.jobs.job('retention')!.runOnce();

  it('redacts sent mail and texts past a year, deletes old one-time codes, and keeps everything younger or queued', async () => {
    const to = uniqueEmail('retention');
    const mails = await t.database.db
      .insert(outboxEmails)
      .values([
        {
          kind: 'note',
          to,
          subject: 'Old',
          text: 'Ravi, 12 MG Road',
          status: 'sent',
          createdAt: daysAgo(400),
        },
        { kind: 'note', to, subject: 'Recent', text: 'kept', status: 'sent', createdAt: daysAgo(300) },
        { kind: 'note', to, subject: 'Old queued', text: 'kept', status: 'queued', createdAt: daysAgo(400) },
      ])
      .returning({ id: outboxEmails.id });
    const texts = await t.database.db
      .insert(outboxTexts)
      .values([
        {
          channel: 'sms',
          kind: 'note',
          to: '919876500001',
          text: 'Ravi',
          status: 'failed',
          createdAt: daysAgo(367),
        },
        {
          channel: 'sms',
          kind: 'note',
          to: '919876500002',
          text: 'kept',
          status: 'sent',
          createdAt: daysAgo(365),
        },
      ])
      .returning({ id: outboxTexts.id });
    await t.database.db.insert(loginCodes).values([
      { number: '919876500003', codeHash: 'old', expiresAt: daysAgo(399), createdAt: daysAgo(400) },
      { number: '919876500004', codeHash: 'new', expiresAt: daysAgo(9), createdAt: daysAgo(10) },
    ]);

    await run();

    const mailRows = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.id,
          mails.map((m) => m.id),
        ),
      )
      .orderBy(outboxEmails.createdAt);
    expect(mailRows.map((m) => [m.subject, m.text, m.to === to, m.status])).toEqual(
      expect.arrayContaining([
        [EXPIRED_MESSAGE, EXPIRED_MESSAGE, false, 'sent'],
        ['Old queued', 'kept', true, 'queued'],
        ['Recent', 'kept', true, 'sent'],
      ]),
    );
    const textRows = await t.database.db
      .select()
      .from(outboxTexts)
      .where(
        inArray(
          outboxTexts.id,
          texts.map((m) => m.id),
        ),
      );
    expect(textRows.map((m) => [m.to, m.text, m.status]).sort()).toEqual([
      ['00000000', EXPIRED_MESSAGE, 'failed'],
      ['919876500002', 'kept', 'sent'],
    ]);
    const codes = await t.database.db
      .select({ number: loginCodes.number })
      .from(loginCodes)
      .where(inArray(loginCodes.number, ['919876500003', '919876500004']));
    expect(codes).toEqual([{ number: '919876500004' }]);
  });

  it('changes nothing on a second pass over the same rows', async () => {
    await run();
    const changed = await createRetention({ db: t.database.db, clock }).runDue();
    expect(changed).toBe(0);
    const [kept] = await t.database.db.select().from(outboxTexts).where(eq(outboxTexts.to, '919876500002'));
    expect(kept!.text).toBe('kept');
  });
});
