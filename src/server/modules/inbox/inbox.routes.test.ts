import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('contact, quotes and newsletter', () => {
  it('stores a contact message and shows it, with its team email, to an admin', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: { name: 'Asha', email: 'asha@example.com', message: 'Do you clean offices on Sundays?' },
    });
    expect(res.status).toBe(201);
    const admin = await t.login('admin');
    const inbox = await t.request('GET', '/api/admin/inbox', { token: admin });
    expect(inbox.body.data.contacts[0]).toMatchObject({ name: 'Asha', email: 'asha@example.com' });
    const outbox = await t.request('GET', '/api/admin/outbox', { token: admin });
    expect(
      outbox.body.data.items.some(
        (e: any) => e.kind === 'contact-message' && e.to === t.config.SUPPORT_EMAIL,
      ),
    ).toBe(true);
  });

  it('rejects a contact message without a valid email, with the field message', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: { name: 'Asha', email: 'nope', message: 'Hi' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('takes a quote request and refuses a bad phone number', async () => {
    expect(
      (
        await t.request('POST', '/api/quotes', {
          body: { service: 'office-cleaning', area: 1200, phone: '9876543210' },
        })
      ).status,
    ).toBe(201);
    const bad = await t.request('POST', '/api/quotes', { body: { service: 'office-cleaning', phone: '12' } });
    expect(bad.body.details[0].message).toBe('Please enter a valid 10-digit phone number');
  });

  it('subscribes an email once however often it is sent', async () => {
    const first = await t.request('POST', '/api/newsletter', { body: { email: 'News@Example.com' } });
    const second = await t.request('POST', '/api/newsletter', { body: { email: 'news@example.com' } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.message).toBe(first.body.message);
    const admin = await t.login('admin');
    const emails = (await t.request('GET', '/api/admin/outbox', { token: admin })).body.data.items;
    expect(
      emails.filter((e: any) => e.kind === 'newsletter-confirm' && e.to === 'news@example.com'),
    ).toHaveLength(1);
  });

  it('keeps the inbox and outbox to admins', async () => {
    const client = await t.login('client');
    expect((await t.request('GET', '/api/admin/inbox', { token: client })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/outbox')).status).toBe(401);
  });
});

describe('the admin inbox, paged', () => {
  it('pages and searches contact messages, newest first', async () => {
    for (const name of ['Devika', 'Esha', 'Farah'])
      await t.request('POST', '/api/contact', {
        body: { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}` },
      });
    const admin = await t.login('admin');
    const page = await t.request('GET', '/api/admin/inbox/contacts?size=2', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.data.items.map((c: any) => c.name)).toEqual(['Farah', 'Esha']);
    expect(page.body.data).toMatchObject({ page: 1, size: 2 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    const found = await t.request('GET', '/api/admin/inbox/contacts?search=devika', { token: admin });
    expect(found.body.data.items).toEqual([expect.objectContaining({ email: 'devika@example.com' })]);
    expect((await t.request('GET', '/api/admin/inbox/contacts?size=0', { token: admin })).status).toBe(400);
  });

  it('marks a quote request handled, audited, and filters quotes by status', async () => {
    await t.request('POST', '/api/quotes', {
      body: { service: 'sofa-cleaning', phone: '9876500011', name: 'Gita' },
    });
    const admin = await t.login('admin');
    const fresh = await t.request('GET', '/api/admin/inbox/quotes?status=new&search=Gita', { token: admin });
    const quote = fresh.body.data.items[0];
    expect(quote).toMatchObject({ name: 'Gita', status: 'new', phone: '9876500011' });
    const done = await t.request('PATCH', `/api/admin/inbox/quotes/${quote.id}`, {
      token: admin,
      body: { status: 'contacted' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.quote.status).toBe('contacted');
    const contacted = await t.request('GET', '/api/admin/inbox/quotes?status=contacted', { token: admin });
    expect(contacted.body.data.items.map((q: any) => q.id)).toContain(quote.id);
    const audit = await t.request('GET', `/api/admin/audit?entityType=quote&entityId=${quote.id}`, {
      token: admin,
    });
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'quote.status',
      details: { from: 'new', to: 'contacted' },
    });
    const bad = await t.request('PATCH', `/api/admin/inbox/quotes/${quote.id}`, {
      token: admin,
      body: { status: 'won' },
    });
    expect(bad.body.details).toEqual([{ field: 'status', message: 'Status is new, contacted or closed' }]);
    const unknown = await t.request('PATCH', '/api/admin/inbox/quotes/00000000-0000-4000-8000-000000000000', {
      token: admin,
      body: { status: 'closed' },
    });
    expect(unknown.status).toBe(404);
  });

  it('pages newsletter subscribers', async () => {
    for (const email of ['h1@example.com', 'h2@example.com'])
      await t.request('POST', '/api/newsletter', { body: { email } });
    const admin = await t.login('admin');
    const res = await t.request('GET', '/api/admin/inbox/newsletter?search=h2%40', { token: admin });
    expect(res.body.data).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ email: 'h2@example.com' })],
    });
    const all = await t.request('GET', '/api/admin/inbox/newsletter?size=1', { token: admin });
    expect(all.body.data.items).toHaveLength(1);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
  });
});
