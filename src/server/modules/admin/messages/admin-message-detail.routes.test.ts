import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../../test/test-app';
import { bookBathroom, payAfterService } from '../../complaints/after-visit.test-support';
import { verifyPhone } from '../../users/phone-verification.test-support';

/** The outbox opens a message as it was sent, for admins only. */
const clock = manualClock(new Date('2026-12-01T03:30:00Z')); // 09:00 IST
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

interface Listed {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  kind: string;
  summary: string;
}

describe('GET /api/admin/messages/:channel/:id', () => {
  it('opens an email with its subject, text and HTML, and a text message with its words; others get 403', async () => {
    const customer = await t.signup();
    await verifyPhone(t, customer.token);
    const booking = await bookBathroom(t, customer.token, addDays(todayInIndia(clock.now()), 2), '10:00', {
      held: true,
    });
    await payAfterService(t, customer.token, booking._id);
    const list = await t.request('GET', `/api/admin/messages?bookingId=${booking._id}&size=100`, {
      token: admin,
    });
    const items: Listed[] = list.body.data.items;
    const email = items.find((m) => m.channel === 'email');
    const text = items.find((m) => m.channel === 'sms');
    expect(email && text).toBeTruthy();

    const openedEmail = await t.request('GET', `/api/admin/messages/email/${email!.id}`, { token: admin });
    expect(openedEmail.status).toBe(200);
    expect(openedEmail.body.data).toMatchObject({
      channel: 'email',
      subject: email!.summary,
      kind: email!.kind,
    });
    expect(openedEmail.body.data.text).toContain('Bathroom Cleaning');
    expect(openedEmail.body.data.html).toContain('<');
    expect(Array.isArray(openedEmail.body.data.attachments)).toBe(true);

    const openedText = await t.request('GET', `/api/admin/messages/sms/${text!.id}`, { token: admin });
    expect(openedText.status).toBe(200);
    expect(openedText.body.data).toMatchObject({
      channel: 'sms',
      subject: null,
      html: null,
      text: text!.summary,
    });

    const wrongChannel = await t.request('GET', `/api/admin/messages/whatsapp/${text!.id}`, { token: admin });
    expect(wrongChannel.status).toBe(404);
    const asCustomer = await t.request('GET', `/api/admin/messages/email/${email!.id}`, {
      token: customer.token,
    });
    expect(asCustomer.status).toBe(403);
  });
});
