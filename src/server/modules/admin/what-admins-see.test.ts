import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookForNewCustomer } from '../payments/payments.test-support';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { bookingReference } from '../../../shared/booking-reference';
import { auditDetails } from '../../../shared/labels';

/**
 * What admins see, over HTTP: the outbox never shows a temporary password
 * or a reset link, though the mail that goes out carries them; refunds and cancellations are in the
 * audit log with who, when and why.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const sent: OutgoingMail[] = [];
let t: TestApp;
let admin: string;
let day = 1;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: '1000' },
    // The SMTP server's side of the wire, recorded: what the recipient really gets.
    mailTransport: { send: async (mail) => void sent.push(mail) },
  });
  admin = await t.login('admin');
});
afterAll(() => t?.close());

const adminGet = async (path: string) => {
  const res = await t.request('GET', path, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data.items as any[];
};

describe('the outbox as admins see it', () => {
  it('hides the temporary password and the reset link, and the mail still carries both', async () => {
    const { email } = await t.signup({ name: 'Kavya Rao' });
    expect((await t.request('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    await t.app.background.idle();

    const listed = (await adminGet('/api/admin/outbox?size=50')).find(
      (m) => m.to === email && m.kind === 'temporary-password',
    );
    expect(listed.text).toContain('Hi Kavya Rao,');
    expect(listed.text).toContain('temporary password is: [hidden]');
    expect(listed.text).not.toMatch(/token=(?!\[hidden\])/);
    const summary = (await adminGet('/api/admin/messages?channel=email&size=50')).find(
      (m) => m.to === email && m.kind === 'temporary-password',
    );
    expect(summary.summary).toBe(`Your temporary ${t.config.COMPANY_NAME} password`);

    await t.app.outbox.runOnce();
    const mail = sent.find((m) => m.to === email && m.subject.includes('temporary'))!;
    const temporaryPassword = /temporary password is: (\S+)/.exec(mail.text)![1]!;
    const token = decodeURIComponent(/token=([^\s"&<\]]+)/.exec(mail.text)![1]!);
    expect(temporaryPassword).not.toBe('[hidden]');
    expect(token).not.toBe('[hidden]');
    expect(listed.text).not.toContain(temporaryPassword);
    expect(listed.text).not.toContain(encodeURIComponent(token));
    // The real values work for their recipient.
    const signedIn = await t.request('POST', '/api/auth/login', {
      body: { email, password: temporaryPassword },
    });
    expect(signedIn.status).toBe(200);
    // And the admin's view of the sent mail (retry answers with it) is still redacted.
    const after = (await adminGet('/api/admin/outbox?status=sent&size=50')).find(
      (m) => m.to === email && m.kind === 'temporary-password',
    );
    expect(after.text).not.toContain(temporaryPassword);
  });
});

describe('the audit log', () => {
  async function paidBooking() {
    const c = await bookForNewCustomer(t, clock.now(), day++);
    const order = (
      await t.request('POST', '/api/payment/create-order', {
        token: c.token,
        body: { bookingId: c.bookingId },
      })
    ).body.data;
    const paid = await t.request('POST', '/api/payment/sandbox/checkout', {
      token: c.token,
      body: { orderId: order.orderId, method: 'upi' },
    });
    expect(paid.status).toBe(200);
    return c;
  }
  const trailOf = (bookingId: string) => adminGet(`/api/admin/audit?entityId=${bookingId}&size=50`);

  it("records a customer's cancellation and the refund it started: who, when and why", async () => {
    const c = await paidBooking();
    const res = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'Plans changed' },
    });
    expect(res.status).toBe(200);
    const trail = await trailOf(c.bookingId);
    const cancel = trail.find((e) => e.action === 'booking.cancel');
    expect(cancel).toMatchObject({
      actorId: c.user.id,
      actorRole: 'client',
      entityType: 'booking',
      details: { from: 'pending', reason: 'Plans changed', paymentStatus: 'paid' },
    });
    // When: the entry's own time (the database's clock).
    expect(Number.isNaN(Date.parse(cancel.createdAt))).toBe(false);
    const refund = trail.find((e) => e.action === 'payment.refund');
    expect(refund).toMatchObject({
      actorRole: 'client',
      actorId: cancel.actorId,
      details: { amountPaise: 650000, reason: 'Booking cancelled' },
    });
    expect(refund.details.refundId).toEqual(expect.any(String));
  });

  it("records an admin's refund and an admin's cancellation with the admin's reason", async () => {
    const c = await paidBooking();
    const payments = await adminGet(`/api/admin/payments?bookingId=${c.bookingId}`);
    const refunded = await t.request('POST', `/api/admin/payments/${payments[0].id}/refund`, {
      token: admin,
      body: { amountPaise: 150000, reason: 'Balcony not cleaned' },
    });
    expect(refunded.status).toBe(200);
    const cancelled = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: admin,
      body: { reason: 'Customer called the office' },
    });
    expect(cancelled.status).toBe(200);

    const trail = await trailOf(c.bookingId);
    const refunds = trail.filter((e) => e.action === 'payment.refund');
    expect(refunds.map((e) => [e.actorRole, e.details.amountPaise, e.details.reason]).sort()).toEqual(
      [
        ['admin', 150000, 'Balcony not cleaned'],
        // The rest goes back when the admin cancels, in the admin's name.
        ['admin', 500000, 'Booking cancelled'],
      ].sort(),
    );
    expect(trail.find((e) => e.action === 'booking.cancel')).toMatchObject({
      actorRole: 'admin',
      actorName: expect.any(String),
      details: { reason: 'Customer called the office' },
    });
  });

  it("records a customer's reschedule and names the people and bookings its entries hold (issue 37)", async () => {
    const c = await paidBooking();
    const moved = await t.request('PUT', `/api/bookings/${c.bookingId}`, {
      token: c.token,
      body: { scheduledDate: addDays(todayInIndia(clock.now()), 20), scheduledTime: '11:00' },
    });
    expect(moved.status).toBe(200);
    const trail = await trailOf(c.bookingId);
    const reschedule = trail.find((e) => e.action === 'booking.reschedule');
    expect(reschedule).toMatchObject({
      actorId: c.user.id,
      actorRole: 'client',
      details: { to: `${addDays(todayInIndia(clock.now()), 20)} 11:00` },
    });
    expect(reschedule.names[c.bookingId]).toBe(`${bookingReference(c.bookingId)} · ${c.user.name}`);
    // The booking's history reads the move in the one date format.
    const page = await t.request('GET', `/api/admin/bookings/${c.bookingId}`, { token: admin });
    const note = page.body.data.history.find((h: { note: string }) => h.note.startsWith('Rescheduled'))?.note;
    expect(note).toMatch(/^Rescheduled from \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [AP]M to \w{3}, /);
    expect(note).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // An assign names the crew it moved from and to.
    const free = (await t.request('GET', `/api/bookings/${c.bookingId}/free-cleaners`, { token: admin })).body
      .data.cleaners as { _id: string; name: string }[];
    const assigned = await t.request('PATCH', `/api/bookings/${c.bookingId}/assign`, {
      token: admin,
      body: { cleanerId: free[0]._id },
    });
    expect(assigned.status).toBe(200);
    const assign = (await trailOf(c.bookingId)).find((e) => e.action === 'booking.assign');
    expect(assign.names[free[0]._id]).toBe(free[0].name);
    const lines = auditDetails(assign.details, assign.names);
    expect(lines.find((l) => l.label === 'To')?.value).toContain(free[0].name);
    expect(lines.map((l) => l.value).join(' ')).not.toMatch(/[0-9a-f]{8}/);
  });

  it('records a payout export with who took it', async () => {
    const res = await t.request('GET', '/api/admin/payouts.csv?from=2026-11-01&to=2026-11-30', {
      token: admin,
    });
    expect(res.status).toBe(200);
    const [entry] = await adminGet('/api/admin/audit?action=export.payouts&size=1');
    expect(entry).toMatchObject({
      actorRole: 'admin',
      entityType: 'payout_report',
      details: { from: '2026-11-01', to: '2026-11-30', format: 'csv' },
    });
  });
});
