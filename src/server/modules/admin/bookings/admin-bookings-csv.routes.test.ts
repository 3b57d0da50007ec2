import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingReference } from '../../../../shared/booking-reference';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { bookings } from '../../../db/schema/index';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { bookBathroom } from '../../complaints/after-visit.test-support';
import { adminBookingsRepository } from './admin-bookings.repository';

/**
 * GET /api/admin/bookings.csv read two bookings per query (EXPORT_BATCH_SIZE=2), so five bookings cross
 * two batch boundaries and four end on one.
 */
const clock = manualClock(new Date('2026-12-01T03:30:00Z')); // 09:00 IST
const today = todayInIndia(clock.now());
const from = addDays(today, 40);
const to = addDays(today, 44);
let t: TestApp;
let admin: string;
let customer: { token: string; email: string };
/** The customer's bookings in the range, in visit order, and one the day after it. */
const inRange: { _id: string; date: string; time: string }[] = [];
let outside: { _id: string };
let ravi: { _id: string; name: string };

const header =
  'Reference,Date,Time,Service,Package,Status,Payment status,Payment method,Total (INR),Customer,Phone,Email,Address,City,State,PIN,Crew,Booked at (IST)';
const csvOf = async (query: string, token = admin) => {
  const res = await t.request('GET', `/api/admin/bookings.csv?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, lines: (res.body as string).trim().split('\r\n') };
};
const references = (lines: string[]) => lines.slice(1).map((l) => l.split(',')[0]);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', EXPORT_BATCH_SIZE: '2' } });
  admin = await t.login('admin');
  customer = await t.signup({ name: 'Csv Export Customer', email: uniqueEmail('csv'), phone: '9811100099' });
  // Two on the first day (10:00 and 14:00), one on each of the next three days; one past the range.
  for (const [day, time] of [
    [40, '14:00'],
    [40, '10:00'],
    [41, '10:00'],
    [43, '11:00'],
    [44, '09:00'],
  ] as const) {
    const b = await bookBathroom(t, customer.token, addDays(today, day), time);
    inRange.push({ _id: b._id, date: addDays(today, day), time });
  }
  inRange.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  outside = await bookBathroom(t, customer.token, addDays(today, 45), '10:00');
  ravi = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners.find(
    (c: { name: string }) => c.name.startsWith('Ravi'),
  );
  const assigned = await t.request('PATCH', `/api/bookings/${inRange[2]!._id}/assign`, {
    token: admin,
    body: { cleanerId: ravi._id },
  });
  expect(assigned.status).toBe(200);
  const cancelled = await t.request('PATCH', `/api/bookings/${inRange[4]!._id}/cancel`, {
    token: customer.token,
    body: { reason: 'Travelling' },
  });
  expect(cancelled.status).toBe(200);
  // What a spreadsheet would run as formulas, typed by a customer.
  await t.database.db
    .update(bookings)
    .set({ customerName: '=HYPERLINK("http://x")', addressLine1: '@SUM(1,2)', addressLine2: '-3+4' })
    .where(eq(bookings.id, inRange[1]!._id));
});
afterAll(() => t.close());

describe('GET /api/admin/bookings.csv', () => {
  it('streams exactly the filtered bookings in visit order across batches, with its header and file name', async () => {
    const batches = vi.spyOn(adminBookingsRepository, 'exportBatch');
    const { res, lines } = await csvOf(`from=${from}&to=${to}`);
    // 2 + 2 + 1 rows, each batch continuing after the one before.
    expect(batches.mock.calls.map(([, , after, limit]) => [after?.[0] ?? null, limit])).toEqual([
      [null, 2],
      [inRange[1]!.date, 2],
      [inRange[3]!.date, 2],
    ]);
    batches.mockRestore();
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="bookings-${from}-${to}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(lines[0]).toBe(header);
    expect(references(lines)).toEqual(inRange.map((b) => bookingReference(b._id)));
    expect(references(lines)).not.toContain(bookingReference(outside._id));

    const [first] = lines.slice(1);
    expect(
      first!.startsWith(
        [
          bookingReference(inRange[0]!._id),
          inRange[0]!.date,
          '10:00',
          'Bathroom Cleaning',
          'Normal',
          'Pending',
          'Unpaid',
          'Pay after service',
          '349.00',
          'Csv Export Customer',
          '9876543210',
          customer.email,
          '12 MG Road',
          'Indore',
          'Madhya Pradesh',
          '452001',
          '',
        ].join(','),
      ),
      first,
    ).toBe(true);
    const assigned = lines.find((l) => l.startsWith(bookingReference(inRange[2]!._id)))!;
    expect(assigned).toContain(`,Assigned,`);
    expect(assigned).toContain(`,12 MG Road,Indore,Madhya Pradesh,452001,${ravi.name},`);
    expect(assigned).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines.find((l) => l.startsWith(bookingReference(inRange[4]!._id)))).toContain(',Cancelled,');
  });

  it('ends cleanly when the last batch is full, and applies the list’s filters', async () => {
    // Four rows: two full batches, then an empty read.
    const upTo43 = await csvOf(`from=${from}&to=${addDays(today, 43)}`);
    expect(references(upTo43.lines)).toEqual(inRange.slice(0, 4).map((b) => bookingReference(b._id)));
    const cancelled = await csvOf(`from=${from}&to=${to}&status=cancelled`);
    expect(references(cancelled.lines)).toEqual([bookingReference(inRange[4]!._id)]);
    const mine = await csvOf(`cleanerId=${ravi._id}&from=${from}&to=${to}`);
    expect(references(mine.lines)).toEqual([bookingReference(inRange[2]!._id)]);
    const unassigned = await csvOf(`unassigned=true&search=${encodeURIComponent('Csv Export')}`);
    expect(references(unassigned.lines)).toEqual(
      [inRange[0]!, inRange[1]!, inRange[3]!, outside].map((b) => bookingReference(b._id)),
    );
    // Nothing matches: the header alone, and an open range names its ends.
    const none = await csvOf(`from=${addDays(today, 300)}`);
    expect(none.lines).toEqual([header]);
    expect(none.res.headers.get('content-disposition')).toBe(
      `attachment; filename="bookings-${addDays(today, 300)}-end.csv"`,
    );
  });

  it('writes formula-like cells as text', async () => {
    const { lines } = await csvOf(`from=${from}&to=${to}`);
    const typed = lines.find((l) => l.startsWith(bookingReference(inRange[1]!._id)))!;
    expect(typed).toContain(`,"'=HYPERLINK(""http://x"")",9876543210,`);
    expect(typed).toContain(`,"'@SUM(1,2), -3+4",Indore,`);
    for (const line of lines) for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+\-@\t\r]/);
  });

  it('records the export with who took it and its filters', async () => {
    await csvOf(`from=${from}&to=${to}&status=pending`);
    const res = await t.request('GET', '/api/admin/audit?action=export.bookings&size=1', { token: admin });
    expect(res.body.data.items[0]).toMatchObject({
      actorRole: 'admin',
      entityType: 'booking_export',
      details: { from, to, status: 'pending', format: 'csv' },
    });
  });

  it.each([
    ['status=lost', 'status', 'Unknown status'],
    ['from=2026-02-30', 'from', 'from must be a date YYYY-MM-DD'],
    [`from=${to}&to=${from}`, 'to', 'from must be on or before to'],
    ['serviceId=abc', 'serviceId', 'serviceId must be an id'],
    ['unassigned=maybe', 'unassigned', 'unassigned is true or false'],
    ['page=2', '', ''],
  ])('refuses %s with 400 naming the filter', async (query, field, message) => {
    const res = await t.request('GET', `/api/admin/bookings.csv?${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
    if (field)
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
  });

  it('is for staff who may export: 401 without a token, 403 for others', async () => {
    const q = `/api/admin/bookings.csv?from=${from}&to=${to}`;
    expect((await t.request('GET', q)).status).toBe(401);
    expect((await t.request('GET', q, { token: customer.token })).status).toBe(403);
    expect((await t.request('GET', q, { token: await t.login('cleaner') })).status).toBe(403);
    const email = uniqueEmail('dispatcher');
    const made = await t.request('POST', '/api/admin/staff', {
      token: admin,
      body: {
        name: 'Csv Dispatcher',
        email,
        phone: '9876500077',
        role: 'dispatcher',
        password: 'Matrix!Staff42',
      },
    });
    expect(made.status).toBe(201);
    const dispatcher = await t.login({ email, password: 'Matrix!Staff42' });
    expect((await t.request('GET', q, { token: dispatcher })).status).toBe(403);
    // The list itself stays open to them.
    expect((await t.request('GET', `/api/admin/bookings?from=${from}`, { token: dispatcher })).status).toBe(
      200,
    );
  });
});
