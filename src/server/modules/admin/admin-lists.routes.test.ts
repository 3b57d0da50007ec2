import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingSchema } from '../../../shared/api-admin';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { eq } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

// The real present, so the bookings' creation days (the database's clock) fall in the summary's 30 days.
const clock = manualClock(new Date());
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let officeId: string;
let asha: { token: string; user: any; email: string };
let bala: { token: string; user: any; email: string };
let ravi: { _id: string; name: string };
const ashaBookings: any[] = [];
let balaBooking: any;

async function book(token: string, days: number, areaSqft = 100, scheduledTime = '10:00') {
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: MG_ROAD,
      phoneNumber: token === asha.token ? '9811122233' : '9822233344',
      areaSqft,
      scheduledDate: addDays(today, days),
      scheduledTime,
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.booking;
}

const get = (path: string) => t.request('GET', path, { token: admin });

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  asha = await t.signup({ name: 'Asha Verma', email: uniqueEmail('asha'), phone: '9811122233' });
  bala = await t.signup({ name: 'Bala Iyer', email: uniqueEmail('bala'), phone: '9822233344' });
  ashaBookings.push(
    await book(asha.token, 2, 100),
    await book(asha.token, 3, 300),
    await book(asha.token, 4, 200),
  );
  balaBooking = await book(bala.token, 5, 150);
  // One paid, one cancelled, one assigned to Ravi.
  // Paying online is the payments branch's; here the row is marked paid as its verify step would.
  await t.database.db
    .update(bookings)
    .set({ paymentStatus: 'paid', paymentMethod: 'razorpay_upi' })
    .where(eq(bookings.id, ashaBookings[0]._id));
  const cancelled = await t.request('PATCH', `/api/bookings/${ashaBookings[1]._id}/cancel`, {
    token: asha.token,
    body: { reason: 'Travelling' },
  });
  expect(cancelled.status).toBe(200);
  ravi = (await get('/api/admin/cleaners')).body.data.cleaners.find((c: any) => c.name.startsWith('Ravi'));
  await t.payAfterService(asha.token, ashaBookings[2]._id);
  const assigned = await t.request('PATCH', `/api/bookings/${ashaBookings[2]._id}/assign`, {
    token: admin,
    body: { cleanerId: ravi._id },
  });
  expect(assigned.status).toBe(200);
  await t.database.db.insert(payments).values([
    {
      bookingId: ashaBookings[0]._id,
      provider: 'sandbox',
      orderId: `order_${ashaBookings[0]._id}`,
      paymentId: 'pay_1',
      amountPaise: 650000,
      method: 'upi',
      status: 'captured',
    },
    {
      bookingId: balaBooking._id,
      provider: 'sandbox',
      orderId: `order_${balaBooking._id}`,
      amountPaise: 975000,
      method: 'upi',
      status: 'failed',
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/admin/customers', () => {
  it('finds a customer by name, email or phone, with booking counts', async () => {
    for (const search of ['asha verma', asha.email.toUpperCase(), '98111 22233']) {
      const res = await get(`/api/admin/customers?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ page: 1, size: 20, total: 1 });
      expect(res.body.data.items[0]).toMatchObject({
        id: asha.user.id,
        name: 'Asha Verma',
        bookingsCount: 3,
        activeBookingsCount: 2,
        lastBookingDate: addDays(today, 4),
      });
    }
  });

  it('lists only clients, newest first, one page at a time', async () => {
    const all = (await get('/api/admin/customers?size=100')).body.data;
    expect(all.items.every((c: any) => !c.email.endsWith('@chamak.in') || c.email === 'demo@chamak.in')).toBe(
      true,
    );
    expect(all.items.map((c: any) => c.id).slice(0, 2)).toEqual([bala.user.id, asha.user.id]);
    const second = (await get('/api/admin/customers?size=1&page=2')).body.data;
    expect(second).toMatchObject({ page: 2, size: 1, total: all.total });
    expect(second.items.map((c: any) => c.id)).toEqual([asha.user.id]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await get('/api/admin/customers?search=%25')).body.data.total).toBe(0);
  });

  it('refuses a page size over 100 and unknown parameters with field messages', async () => {
    const big = await get('/api/admin/customers?size=500');
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'size can be at most 100' });
    const unknown = await get('/api/admin/customers?sort=name');
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0].field).toBe('sort');
  });

  it("shows one customer's bookings and payments, 404 for an unknown id", async () => {
    const res = await get(`/api/admin/customers/${asha.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.customer.email).toBe(asha.email);
    expect(res.body.data.bookings.map((b: any) => b.id)).toEqual(
      [...ashaBookings].reverse().map((b) => b._id),
    );
    expect(res.body.data.payments).toHaveLength(1);
    expect(res.body.data.payments[0]).toMatchObject({ amountPaise: 650000, status: 'captured' });
    expect((await get('/api/admin/customers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(`/api/admin/customers/${(await t.signup()).user.id.slice(0, 8)}`)).status).toBe(400);
  });
});

describe('GET /api/admin/bookings', () => {
  const ids = (res: any) => res.body.data.items.map((b: any) => b.id);

  it('filters by status, service date range, cleaner, customer and unassigned', async () => {
    expect(ids(await get('/api/admin/bookings?status=cancelled'))).toEqual([ashaBookings[1]._id]);
    expect(ids(await get(`/api/admin/bookings?from=${addDays(today, 3)}&to=${addDays(today, 4)}`))).toEqual([
      ashaBookings[2]._id,
      ashaBookings[1]._id,
    ]);
    expect(ids(await get(`/api/admin/bookings?cleanerId=${ravi._id}`))).toEqual([ashaBookings[2]._id]);
    expect(ids(await get(`/api/admin/bookings?customerId=${bala.user.id}`))).toEqual([balaBooking._id]);
    expect(ids(await get('/api/admin/bookings?unassigned=true'))).toEqual([
      balaBooking._id,
      ashaBookings[0]._id,
    ]);
    expect(ids(await get(`/api/admin/bookings?serviceId=${officeId}`))).toHaveLength(4);
  });

  it('lists each booking with the same fields, and values, as its detail (the list is read by hand)', async () => {
    const list = await get('/api/admin/bookings?size=100');
    expect(list.status).toBe(200);
    expect(list.body.data.items.length).toBeGreaterThanOrEqual(4);
    for (const item of list.body.data.items) {
      expect(adminBookingSchema.strict().parse(item)).toEqual(item);
      const detail = (await get(`/api/admin/bookings/${item.id}`)).body.data.booking;
      const picked = Object.fromEntries(Object.keys(adminBookingSchema.shape).map((k) => [k, detail[k]]));
      expect(item).toEqual(picked);
    }
    const assigned = list.body.data.items.find((b: any) => b.cleaner !== null);
    // The crew lists everyone assigned, the lead first; a job nobody is assigned to has none.
    expect(assigned.cleaners[0]).toEqual(assigned.cleaner);
    expect(
      list.body.data.items.filter((b: any) => b.cleaner === null).every((b: any) => !b.cleaners.length),
    ).toBe(true);
  });

  it('searches customer name, phone, email and the booking reference', async () => {
    expect(ids(await get('/api/admin/bookings?search=bala'))).toEqual([balaBooking._id]);
    expect(ids(await get('/api/admin/bookings?search=9822233344'))).toEqual([balaBooking._id]);
    expect(ids(await get(`/api/admin/bookings?search=${encodeURIComponent(bala.email)}`))).toEqual([
      balaBooking._id,
    ]);
    const ref = (await get(`/api/admin/bookings?customerId=${bala.user.id}`)).body.data.items[0].reference;
    expect(ref).toBe(balaBooking._id.slice(0, 8).toUpperCase());
    expect(ids(await get(`/api/admin/bookings?search=${ref}`))).toEqual([balaBooking._id]);
    // The total counts the search's matches with the other filters; a search matching nothing finds nothing.
    expect((await get('/api/admin/bookings?search=bala')).body.data.total).toBe(1);
    expect((await get('/api/admin/bookings?search=bala&status=cancelled')).body.data).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await get('/api/admin/bookings?search=nobody-by-this-name')).body.data).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('sorts by total, date or creation and pages with a total', async () => {
    const byTotal = await get('/api/admin/bookings?sort=total&order=asc');
    const totals = byTotal.body.data.items.map((b: any) => b.totalPaise);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(ids(await get('/api/admin/bookings?sort=created&order=asc'))[0]).toBe(ashaBookings[0]._id);
    const page2 = await get('/api/admin/bookings?size=3&page=2');
    expect(page2.body.data).toMatchObject({ page: 2, size: 3, total: 4 });
    expect(ids(page2)).toEqual([ashaBookings[0]._id]);
    const row = (await get(`/api/admin/bookings?customerId=${bala.user.id}`)).body.data.items[0];
    expect(row).toMatchObject({
      customer: { id: bala.user.id, name: 'Bala Iyer', email: bala.email, phone: '9822233344' },
      serviceName: 'Office Cleaning',
      packageName: 'Basic',
      status: 'pending',
      paymentStatus: 'unpaid',
      totalPaise: 975000,
      cleaner: null,
      cleaners: [],
    });
  });

  it("continues a list from a page's nextCursor (keyset) with the rows the next page holds, in every sort", async () => {
    for (const sort of ['date&order=asc', 'date', 'created', 'total&order=asc', 'total']) {
      const pages = [await get(`/api/admin/bookings?sort=${sort}&size=2&page=1`)];
      for (let i = 0; i < 2; i++) {
        const cursor = pages.at(-1)!.body.data.nextCursor;
        expect(cursor, sort).toEqual(expect.any(String));
        pages.push(await get(`/api/admin/bookings?sort=${sort}&size=2&after=${encodeURIComponent(cursor)}`));
      }
      const byPage = await Promise.all(
        [2, 3].map((n) => get(`/api/admin/bookings?sort=${sort}&size=2&page=${n}`)),
      );
      expect(ids(pages[1]!), sort).toEqual(ids(byPage[0]!));
      expect(ids(pages[2]!), sort).toEqual(ids(byPage[1]!));
      // The last page says so; the total is the list's, whatever page.
      expect(pages[2]!.body.data).toMatchObject({ total: 4, nextCursor: null });
    }
    const bad = await get('/api/admin/bookings?after=not-a-cursor');
    expect(bad.status).toBe(400);
  });

  it.each([
    ['status=lost', 'status', 'Unknown status'],
    ['from=2026-02-30', 'from', 'from must be a date YYYY-MM-DD'],
    ['sort=price', 'sort', 'sort is date, created or total'],
    ['cleanerId=ravi', 'cleanerId', 'cleanerId must be an id'],
    ['page=0', 'page', 'page starts at 1'],
  ])('refuses %s with a field message', async (query, field, message) => {
    const res = await get(`/api/admin/bookings?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('shows one booking with contact, address, price, payments, history and audit entries', async () => {
    const id = ashaBookings[0]._id;
    await recordAudit(t.database.db, {
      actor: { id: asha.user.id, role: 'admin' },
      action: 'booking.note',
      entityType: 'booking',
      entityId: id,
      details: { note: 'Gate code 1234' },
    });
    const res = await get(`/api/admin/bookings/${id}`);
    expect(res.status).toBe(200);
    const { booking, payments: paid, history, audit } = res.body.data;
    expect(booking).toMatchObject({
      id,
      customer: { name: 'Asha Verma', phone: '9811122233' },
      address: { line1: '12 MG Road', city: 'Indore', pincode: '452001' },
      quantity: 100,
      paymentStatus: 'paid',
      price: { basePaise: 650000, discountPaise: 0, totalPaise: 650000, addons: [] },
    });
    expect(paid.map((p: any) => p.orderId)).toEqual([`order_${id}`]);
    expect(history[0]).toMatchObject({ toStatus: 'pending' });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'booking.note', details: { note: 'Gate code 1234' } }),
    ]);
    expect((await get('/api/admin/bookings/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /api/admin/payments', () => {
  it('lists payments newest first, by status and creation date, paged', async () => {
    const all = await get('/api/admin/payments');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    const failed = await get('/api/admin/payments?status=failed');
    expect(failed.body.data.items).toEqual([
      expect.objectContaining({
        bookingId: balaBooking._id,
        bookingReference: balaBooking._id.slice(0, 8).toUpperCase(),
        customerName: 'Bala Iyer',
        amountPaise: 975000,
        status: 'failed',
      }),
    ]);
    const realToday = todayInIndia(new Date());
    expect((await get(`/api/admin/payments?from=${realToday}&to=${realToday}`)).body.data.total).toBe(2);
    expect((await get(`/api/admin/payments?to=${addDays(realToday, -1)}`)).body.data.total).toBe(0);
    expect((await get('/api/admin/payments?size=1&page=2')).body.data.items).toHaveLength(1);
    expect((await get('/api/admin/payments?status=paid')).status).toBe(400);
  });
});

describe('GET /api/admin/summary', () => {
  it("counts the day's jobs, the unassigned, the month's revenue and cancellations, and bookings per day", async () => {
    // Move to the day of Asha's paid booking: it becomes today's job.
    clock.advance(2 * 24 * 60 * 60_000);
    const res = await get('/api/admin/summary');
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.today).toBe(addDays(today, 2));
    expect(s.todayJobs).toEqual({
      total: 1,
      byStatus: { pending: 1, assigned: 0, 'in-progress': 0, completed: 0, cancelled: 0 },
    });
    expect(s.unassigned).toBe(2);
    expect(s.month).toBe(s.today.slice(0, 7));
    const inMonth = (days: number) => addDays(today, days).slice(0, 7) === s.month;
    const paidOnline = inMonth(2) ? 650000 : 0;
    const due = (inMonth(4) ? 1300000 : 0) + (inMonth(5) ? 975000 : 0);
    expect(s.revenue).toEqual({
      paidOnlinePaise: paidOnline,
      dueAfterServicePaise: due,
      totalPaise: paidOnline + due,
    });
    expect(s.cancellationsThisMonth).toBe(todayInIndia(new Date()).slice(0, 7) === s.month ? 1 : 0);
    expect(s.bookingsPerDay).toHaveLength(30);
    expect(s.bookingsPerDay[29].date).toBe(s.today);
    const madeToday = s.bookingsPerDay.find((d: any) => d.date === todayInIndia(new Date()));
    expect(madeToday.count).toBe(4);
  });
});
