import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { quoteNeedsAccount } from '../../../shared/texts';
import { bookings } from '../../db/schema/index';
import { messagesTo } from '../../platform/mail/outbox';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

/** A quote request turns into a booking for its sender in two clicks (draft, then book). */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let admin: string;
let phoneCounter = 0;
// Each test's customer has a phone number no other account has (test signups default to the demo's).
const newPhone = () =>
  `91234${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter).padStart(3, '0')}`;
const day = (n: number) => addDays(todayInIndia(clock.now()), n);
const ADDRESS = {
  line1: '7 Race Course Road',
  line2: 'Flat 3',
  city: 'Indore',
  state: 'Madhya Pradesh',
  pincode: '452003',
};

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** A customer with a saved address, and a guest quote sent with their phone number. */
async function customerWithQuote(quote: { service?: string; area?: number; message?: string } = {}) {
  const phone = newPhone();
  const customer = await t.signup({ name: 'Meera Joshi', phone });
  await t.request('POST', '/api/users/addresses', { token: customer.token, body: ADDRESS });
  const quoteId = await sendQuote(phone, { name: 'Meera', ...quote });
  return { ...customer, phone, quoteId };
}

async function sendQuote(
  phone: string,
  fields: { service?: string; area?: number; message?: string; name?: string },
) {
  const sent = await t.request('POST', '/api/quotes', {
    body: { service: 'office-cleaning', area: 1200, message: 'Weekday mornings please', ...fields, phone },
  });
  expect(sent.status).toBe(201);
  const listed = await t.request('GET', `/api/admin/inbox/quotes?search=${phone}`, { token: admin });
  return listed.body.data.items[0].id as string;
}

const draftOf = (quoteId: string) =>
  t.request('GET', `/api/admin/inbox/quotes/${quoteId}/booking-draft`, { token: admin });

/** The dialog's 'Create booking': the draft as it opened, with a date and a time picked. */
async function book(quoteId: string, date = day(3), time = '10:00') {
  const { draft } = (await draftOf(quoteId)).body.data;
  return t.request('POST', `/api/admin/inbox/quotes/${quoteId}/booking`, {
    token: admin,
    body: {
      serviceId: draft.serviceId,
      packageId: draft.packageId,
      areaSqft: draft.areaSqft,
      phoneNumber: draft.phoneNumber,
      address: draft.address ?? ADDRESS,
      instructions: draft.instructions,
      scheduledDate: date,
      scheduledTime: time,
    },
  });
}

describe('a quote request becomes a booking', () => {
  it("fills the booking in from the quote and the sender's account", async () => {
    const c = await customerWithQuote();
    const res = await draftOf(c.quoteId);
    expect(res.status).toBe(200);
    const office = (await t.request('GET', '/api/services/office-cleaning')).body.data.service;
    const data = res.body.data;
    expect(data.quote).toMatchObject({ id: c.quoteId, status: 'new', bookingId: null, phone: c.phone });
    expect(data.customers).toEqual([
      { id: c.user.id ?? c.user._id, name: 'Meera Joshi', email: c.email, phone: c.phone },
    ]);
    expect(data.draft).toEqual({
      serviceId: office._id,
      packageId: office.packages.find((p: { isActive: boolean }) => p.isActive)._id,
      areaSqft: 1200,
      phoneNumber: c.phone,
      address: ADDRESS,
      instructions: 'Weekday mornings please',
    });
    expect(data.booking).toBeNull();
  });

  it("books it as the customer's own booking: same price, crew reserved, email, My Bookings; the quote is closed and audited", async () => {
    const c = await customerWithQuote();
    const res = await book(c.quoteId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Booking created for Meera Joshi');
    const { booking, quote, replayed } = res.body.data;
    expect(replayed).toBe(false);
    expect(quote).toMatchObject({ id: c.quoteId, status: 'closed', bookingId: booking.id });
    expect(booking).toMatchObject({
      serviceName: 'Office Cleaning',
      scheduledDate: day(3),
      scheduledTime: '10:00',
    });
    expect(booking.reference).toBe(booking.id.slice(0, 8).toUpperCase());

    // The price is the catalogue's, as when the customer books (Basic office: ₹65/sq.ft).
    const office = (await t.request('GET', '/api/services/office-cleaning')).body.data.service;
    const priced = await t.request('POST', `/api/services/${office._id}/calculate-price`, {
      body: { packageName: booking.packageName, area: 1200, addons: [] },
    });
    expect(booking.totalPaise).toBe(Math.round(priced.body.data.totalPrice * 100));

    const mine = await t.request('GET', '/api/bookings', { token: c.token });
    expect(mine.body.data.bookings.map((b: { _id: string }) => b._id)).toEqual([booking.id]);
    expect(mine.body.data.bookings[0]).toMatchObject({
      status: 'pending',
      customerName: 'Meera Joshi',
      phoneNumber: c.phone,
      instructions: 'Weekday mornings please',
    });

    const detail = (await t.request('GET', `/api/admin/bookings/${booking.id}`, { token: admin })).body.data;
    expect(detail.audit.map((a: { action: string }) => a.action)).toContain('booking.from-quote');
    expect(detail.history.map((h: { note: string }) => h.note)).toContain(
      'Booked by an admin from a quote request',
    );
    const quoteAudit = await t.request('GET', `/api/admin/audit?entityType=quote&entityId=${c.quoteId}`, {
      token: admin,
    });
    expect(quoteAudit.body.data.items[0]).toMatchObject({
      action: 'quote.status',
      details: { from: 'new', to: 'closed', bookingId: booking.id },
    });

    const mails = await messagesTo(t.database.db, c.email, 'booking-received');
    expect(mails).toHaveLength(1);

    // The crew is held: the draft now says it is booked, and the reserved time shows in availability.
    expect((await draftOf(c.quoteId)).body.data.booking).toEqual({
      id: booking.id,
      reference: booking.reference,
    });
  });

  it('gives the same booking for a second click, and for two clicks at once', async () => {
    const c = await customerWithQuote();
    const [a, b] = await Promise.all([book(c.quoteId), book(c.quoteId)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.booking.id).toBe(b.body.data.booking.id);
    const again = await book(c.quoteId, day(5), '12:00');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This quote was booked already');
    expect(again.body.data.booking).toMatchObject({ id: a.body.data.booking.id, scheduledDate: day(3) });
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.userId, c.user.id ?? c.user._id));
    expect(rows).toHaveLength(1);
    const audit = await t.request('GET', `/api/admin/audit?entityType=booking&entityId=${rows[0].id}`, {
      token: admin,
    });
    expect(
      audit.body.data.items.filter((e: { action: string }) => e.action === 'booking.from-quote'),
    ).toHaveLength(1);
  });

  it('says what to do when the sender has no account', async () => {
    const phone = newPhone();
    const quoteId = await sendQuote(phone, { name: 'Kiran' });
    const draft = await draftOf(quoteId);
    expect(draft.body.data).toMatchObject({ customers: [], draft: { address: null, phoneNumber: phone } });
    const res = await book(quoteId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'QUOTE_NO_CUSTOMER', message: quoteNeedsAccount('Kiran', phone) });
    expect(res.body.message).toBe(
      `No customer account has the phone number ${phone}. Ask Kiran to sign up with this number (or add it to their profile), then create the booking here.`,
    );
    // Once they have signed up, the same quote books.
    const later = await t.signup({ name: 'Kiran Rao', phone });
    await t.request('POST', '/api/users/addresses', { token: later.token, body: ADDRESS });
    expect((await book(quoteId, day(4))).status).toBe(201);
  });

  it('asks which customer when several accounts share the number', async () => {
    const c = await customerWithQuote();
    const twin = await t.signup({ name: 'Meera J (work)', phone: c.phone });
    const draft = (await draftOf(c.quoteId)).body.data;
    expect(draft.customers.map((x: { email: string }) => x.email).sort()).toEqual(
      [c.email, twin.email].sort(),
    );
    const body = {
      ...draft.draft,
      address: ADDRESS,
      scheduledDate: day(6),
      scheduledTime: '10:00',
    };
    const unclear = await t.request('POST', `/api/admin/inbox/quotes/${c.quoteId}/booking`, {
      token: admin,
      body,
    });
    expect(unclear.status).toBe(400);
    expect(unclear.body.details).toEqual([
      { field: 'customerId', message: 'Choose which customer this booking is for' },
    ]);
    const stranger = await t.request('POST', `/api/admin/inbox/quotes/${c.quoteId}/booking`, {
      token: admin,
      body: { ...body, customerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(stranger.status).toBe(400);
    const chosen = await t.request('POST', `/api/admin/inbox/quotes/${c.quoteId}/booking`, {
      token: admin,
      body: { ...body, customerId: twin.user.id ?? twin.user._id },
    });
    expect(chosen.status).toBe(201);
    expect((await t.request('GET', '/api/bookings', { token: twin.token })).body.data.bookings).toHaveLength(
      1,
    );
    expect((await t.request('GET', '/api/bookings', { token: c.token })).body.data.bookings).toHaveLength(0);
  });

  it("applies the customer's booking rules: field errors, a past date, a full slot", async () => {
    const c = await customerWithQuote();
    const url = `/api/admin/inbox/quotes/${c.quoteId}/booking`;
    const { draft } = (await draftOf(c.quoteId)).body.data;
    const body = { ...draft, scheduledDate: day(7), scheduledTime: '10:00' };
    const bad = await t.request('POST', url, {
      token: admin,
      body: { ...body, phoneNumber: '12', address: { ...ADDRESS, pincode: '1' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { field: 'phoneNumber', message: 'Please enter a valid 10-digit mobile number' },
        { field: 'address.pincode', message: 'Pincode must be 6 digits' },
      ]),
    );
    const past = await t.request('POST', url, { token: admin, body: { ...body, scheduledDate: day(-1) } });
    expect(past.status).toBe(400);
    // Customers fill 10:00 that day until no crew is left; the admin's booking then gets the customer's 409.
    let full: { status: number; body: any } | undefined;
    for (let i = 0; i < 10 && full?.status !== 409; i++) {
      const other = await t.signup();
      full = await t.request('POST', '/api/bookings', {
        token: other.token,
        body: { ...body, address: ADDRESS, phoneNumber: '9876543210' },
      });
    }
    expect(full!.status).toBe(409);
    const late = await t.request('POST', url, { token: admin, body });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: full!.body.code, message: full!.body.message });
    expect((await draftOf(c.quoteId)).body.data.quote.status).toBe('new');
  });

  it('is for admins only, and 404 for an unknown quote', async () => {
    const c = await customerWithQuote();
    const client = await t.login('client');
    expect(
      (await t.request('GET', `/api/admin/inbox/quotes/${c.quoteId}/booking-draft`, { token: client }))
        .status,
    ).toBe(403);
    expect(
      (await t.request('POST', `/api/admin/inbox/quotes/${c.quoteId}/booking`, { body: {} })).status,
    ).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await draftOf(unknown)).status).toBe(404);
    const { draft } = (await draftOf(c.quoteId)).body.data;
    const res = await t.request('POST', `/api/admin/inbox/quotes/${unknown}/booking`, {
      token: admin,
      body: { ...draft, scheduledDate: day(3), scheduledTime: '10:00' },
    });
    expect(res.status).toBe(404);
  });
});
