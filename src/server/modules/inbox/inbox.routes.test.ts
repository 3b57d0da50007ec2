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
      outbox.body.data.emails.some(
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
    const emails = (await t.request('GET', '/api/admin/outbox', { token: admin })).body.data.emails;
    expect(
      emails.filter((e: any) => e.kind === 'newsletter-welcome' && e.to === 'news@example.com'),
    ).toHaveLength(1);
  });

  it('keeps the inbox and outbox to admins', async () => {
    const client = await t.login('client');
    expect((await t.request('GET', '/api/admin/inbox', { token: client })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/outbox')).status).toBe(401);
  });
});
