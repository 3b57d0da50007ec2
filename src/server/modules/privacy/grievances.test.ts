import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grievances } from '../../db/schema/index';
import { messagesTo } from '../../platform/mail/outbox';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

/** Grievances about personal data (DPDP Rules 2025): a reference, a 90-day clock, one answer. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
});
afterAll(() => t?.close());

const send = (body: unknown) => t.request('POST', '/api/grievances', { body });
const grievance = (over: object = {}) => ({
  name: 'Asha Rao',
  email: uniqueEmail('grievance'),
  message: 'You kept my old address after I asked you to delete it.',
  ...over,
});
const openList = async (token = admin) => t.request('GET', '/api/admin/grievances?status=open', { token });

describe('grievances', () => {
  it('gives numbered references and a due date 90 days on, and acknowledges without echoing the message', async () => {
    const first = grievance();
    const a = await send(first);
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body.message).toBe('Grievance received.');
    expect(a.body.data.dueAt).toBe('2027-03-01T04:30:00.000Z');
    const b = await send(grievance({ language: 'hi' }));
    const number = (ref: string) => Number(ref.replace('GRV-', ''));
    expect(a.body.data.reference).toMatch(/^GRV-\d{6}$/);
    expect(number(b.body.data.reference)).toBe(number(a.body.data.reference) + 1);

    const [mail] = await messagesTo(t.database.db, first.email, 'grievance-received');
    expect(mail!.subject).toBe(`We have your grievance (ref ${a.body.data.reference})`);
    expect(mail!.text).toContain('We will answer by');
    expect(mail!.text).toContain('We will answer by Mon, 1 Mar 2027, within 90 days');
    expect(mail!.text).not.toContain('old address');
    // Anyone can name any address: not even the sender's name is written to it.
    expect(mail!.text).not.toContain('Asha');
  });

  it('refuses what a form must not take, with the words it shows', async () => {
    const missing = await send(grievance({ message: '  ' }));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Please describe your grievance');
    expect((await send(grievance({ message: 'x'.repeat(4001) }))).status).toBe(400);
    expect((await send(grievance({ message: 'x'.repeat(50_000) }))).status).toBe(413);
    expect((await send(grievance({ name: 'Asha\u0000Rao' }))).status).toBe(400);
    expect((await send(grievance({ userId: 'someone-else' }))).status).toBe(400);
    expect((await send(grievance({ email: 'not-an-email' }))).status).toBe(400);
    expect((await send(grievance({ phone: '12345' }))).status).toBe(400);
    // An optional phone left empty is simply not given.
    expect((await send(grievance({ phone: '' }))).status).toBe(201);
    expect((await send(grievance({ phone: '98765 43210' }))).status).toBe(201);
  });

  it('lists open grievances by due date with the days left, overdue below zero, for the complaints staff only', async () => {
    const sent = await send(grievance());
    const ref = sent.body.data.reference;
    const row = (list: { body: { data: { grievances: { reference: string; daysLeft: number }[] } } }) =>
      list.body.data.grievances.find((g) => g.reference === ref)!;
    expect(row(await openList()).daysLeft).toBe(90);
    clock.advance(91 * 24 * 60 * 60_000);
    expect(row(await openList()).daysLeft).toBe(-1);
    clock.advance(-91 * 24 * 60 * 60_000);

    const client = await t.signup();
    expect((await openList(client.token)).status).toBe(403);
    expect((await openList(await t.login('cleaner'))).status).toBe(403);
    expect((await t.request('GET', '/api/admin/grievances')).status).toBe(401);
  });

  it('answers a grievance once, audited, and mails the answer in the language it was sent in', async () => {
    const g = grievance({ language: 'hi' });
    const sent = await send(g);
    const ref = sent.body.data.reference;
    const id = (await openList()).body.data.grievances.find(
      (x: { reference: string }) => x.reference === ref,
    ).id;
    const answer = (body: unknown) =>
      t.request('PATCH', `/api/admin/grievances/${id}`, { token: admin, body });

    expect((await answer({ answer: '' })).status).toBe(400);
    const done = await answer({ answer: 'We have deleted the old address.' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Answer sent.');
    const again = await answer({ answer: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This grievance has already been answered.');
    expect(
      (
        await t.request('PATCH', '/api/admin/grievances/00000000-0000-4000-8000-000000000000', {
          token: admin,
          body: { answer: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('PATCH', '/api/admin/grievances/nope', { token: admin, body: { answer: 'x' } }))
        .status,
    ).toBe(400);

    const [mail] = await messagesTo(t.database.db, g.email, 'grievance-answered');
    expect(mail!.subject).toBe(`आपकी शिकायत का हमारा जवाब (संदर्भ ${ref})`);
    expect(mail!.text).toContain('We have deleted the old address.');
    const answered = await t.request('GET', '/api/admin/grievances?status=answered', { token: admin });
    expect(answered.body.data.grievances.map((x: { reference: string }) => x.reference)).toContain(ref);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action)).toEqual(['grievance.answer']);
  });

  it("keeps an erased account's grievance as its reference and dates, without who sent it or what it said", async () => {
    const me = await t.signup();
    const sent = await send(grievance({ email: me.email }));
    expect(
      (await t.request('GET', '/api/users/profile/export', { token: me.token })).body.grievances,
    ).toEqual([expect.objectContaining({ reference: sent.body.data.reference, status: 'open' })]);
    expect((await t.request('DELETE', '/api/users/profile', { token: me.token })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(grievances)
      .where(eq(grievances.email, '[removed: the account was deleted]'));
    expect(row).toBeDefined();
    const all = await t.database.db.select().from(grievances);
    const mine = all.find((r) => `GRV-${String(r.number).padStart(6, '0')}` === sent.body.data.reference)!;
    expect(mine).toMatchObject({
      name: '[removed: the account was deleted]',
      email: '[removed: the account was deleted]',
      message: '[removed: the account was deleted]',
      status: 'open',
    });
  });
});
