import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { BASIC_VISIT } from '../../test/bookings.test-support';

// 10:00 IST on a fixed day, so "today", "past" and the 2-hour rule are deterministic.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let officeId: string;
let dayCounter = 1;
/** Each test books its own day so tests never share a slot. */
const nextDay = () => addDays(today, dayCounter++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  // Each booking here takes a day of its own, further out than the default 90-day horizon reaches.
  await t.request('PUT', '/api/admin/service-area/rules', {
    token: await t.login('admin'),
    body: { horizonDays: 365 },
  });
});
afterAll(() => t.close());

function payload(overrides: Record<string, unknown> = {}) {
  return {
    serviceId: officeId,
    ...BASIC_VISIT,
    scheduledDate: nextDay(),
    scheduledTime: '10:00',
    ...overrides,
  };
}

describe('POST /api/bookings', () => {
  it('creates a pending booking priced by the server, ignoring a client total', async () => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/bookings', { token, body: payload({ totalAmount: 1 }) });
    expect(res.status).toBe(201);
    const b = res.body.data.booking;
    expect(b).toMatchObject({
      status: 'pending',
      totalAmount: 6500,
      baseAmount: 6500,
      discountAmount: 0,
      serviceName: 'Office Cleaning',
      measurementUnit: 'sq.ft',
      paymentStatus: 'unpaid',
    });
    expect(b.serviceId.name).toBe('Office Cleaning');
    expect(b.packageDetails.name).toBe('Basic');
  });

  it('answers 401 without a token', async () => {
    const res = await t.request('POST', '/api/bookings', { body: payload() });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ phoneNumber: '12345' }, 'Please enter a valid 10-digit mobile number'],
    [
      { address: { line1: '', city: 'Indore', state: 'MP', pincode: '452001' } },
      'Address line 1 is required',
    ],
    [{ address: { line1: 'x', city: 'Indore', state: 'MP', pincode: '4520' } }, 'Pincode must be 6 digits'],
    [{ areaSqft: -3 }, 'Area must be a positive number'],
    [{ areaSqft: undefined }, 'Area in sq.ft is required'],
    [{ scheduledDate: '' }, 'Service date is required'],
    [{ scheduledTime: '' }, 'Service time is required'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/bookings', { token, body: payload(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: any) => d.message)).toContain(message);
  });

  it('rejects a date in the past and a slot that already started today', async () => {
    const { token } = await t.signup();
    const past = await t.request('POST', '/api/bookings', {
      token,
      body: payload({ scheduledDate: addDays(today, -1) }),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Service date cannot be in the past');
    const started = await t.request('POST', '/api/bookings', {
      token,
      body: payload({ scheduledDate: today, scheduledTime: '09:00' }),
    });
    expect(started.status).toBe(400);
  });

  it('answers 404 with the spec-mapped texts for an unknown service or package', async () => {
    const { token } = await t.signup();
    const service = await t.request('POST', '/api/bookings', {
      token,
      body: payload({ serviceId: 'no-such-service' }),
    });
    expect(service.status).toBe(404);
    expect(service.body.message).toBe('Service not found');
    const pkg = await t.request('POST', '/api/bookings', { token, body: payload({ packageId: 'Gold' }) });
    expect(pkg.body.message).toBe('Package not found');
  });

  it('fills a start time once every cleaner (3) holds a job there, then answers 409', async () => {
    const date = nextDay();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { token } = await t.signup();
      statuses.push(
        (await t.request('POST', '/api/bookings', { token, body: payload({ scheduledDate: date }) })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 409]);
    const { slots, durationMinutes } = (await t.request('GET', `/api/availability?date=${date}`)).body.data;
    expect(slots.find((s: any) => s.time === '10:00')).toEqual({
      time: '10:00',
      capacity: 3,
      booked: 3,
      free: 0,
      available: false,
      endsTooLate: false,
      jobMinutes: durationMinutes,
    });
  });

  it('never lets 50 concurrent creates overbook one slot', async () => {
    const date = nextDay();
    const accounts = await Promise.all(Array.from({ length: 50 }, () => t.signup()));
    const results = await Promise.all(
      accounts.map(({ token }) =>
        t.request('POST', '/api/bookings', {
          token,
          body: payload({ scheduledDate: date, scheduledTime: '11:00' }),
        }),
      ),
    );
    const created = results.filter((r) => r.status === 201).length;
    const full = results.filter((r) => r.status === 409).length;
    console.log(
      `[${t.database.kind}] 50 concurrent creates into one slot: ${created} created, ${full} got 409, ${50 - created - full} other`,
    );
    expect(created).toBe(3);
    expect(full).toBe(47);
  });

  it('returns the same booking for a retried Idempotency-Key, also when retried in parallel', async () => {
    const { token } = await t.signup();
    const body = payload();
    const headers = { 'idempotency-key': 'retry-key-123456' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.request('POST', '/api/bookings', { token, body, headers })),
    );
    const ids = new Set(results.map((r) => r.body.data?.booking?._id));
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    const list = await t.request('GET', '/api/bookings', { token });
    expect(list.body.data.bookings).toHaveLength(1);
  });

  it('books the following weekly visits of a series as bookings of their own', async () => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/bookings', {
      token,
      body: payload({ frequency: 'weekly', scheduledTime: '15:00' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.seriesBooked).toBe(8);
    const list = await t.request('GET', '/api/bookings', { token });
    expect(list.body.data.bookings).toHaveLength(9);
    const cancel = await t.request('PATCH', `/api/bookings/${res.body.data.booking._id}/cancel`, {
      token,
      body: { reason: 'Moving', scope: 'series' },
    });
    expect(cancel.body.data.cancelled).toBe(9);
  });
});

describe('coupons', () => {
  it.each([
    ['NOPE', 'This coupon code is not valid. Please check and try again.'],
    ['EXPIRED50', 'EXPIRED50 expired on Wed, 1 Jan 2025. Please try a different coupon.'],
  ])('refuses %s saying why', async (code, message) => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/coupons/apply', { token, body: { code, bookingAmount: 2000 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('applies SAVE10, enforces the FLAT200 minimum and WELCOME20 first-booking rule', async () => {
    const { token } = await t.signup();
    const save = await t.request('POST', '/api/coupons/apply', {
      token,
      body: { code: 'save10', bookingAmount: 6500 },
    });
    expect(save.body.data).toMatchObject({ code: 'SAVE10', discountAmount: 650, finalAmount: 5850 });
    const min = await t.request('POST', '/api/coupons/apply', {
      token,
      body: { code: 'FLAT200', bookingAmount: 1000 },
    });
    expect(min.body.message).toBe('Add ₹500 more to use FLAT200 (minimum ₹1,500)');
    const welcome = await t.request('POST', '/api/coupons/apply', {
      token,
      body: { code: 'WELCOME20', bookingAmount: 6500 },
    });
    expect(welcome.body.data.discountAmount).toBe(300);
    await t.request('POST', '/api/bookings', { token, body: payload() });
    const again = await t.request('POST', '/api/coupons/apply', {
      token,
      body: { code: 'WELCOME20', bookingAmount: 6500 },
    });
    expect(again.body.message).toBe('WELCOME20 is for your first booking only.');
  });

  it('records the discount on the booking and lets each customer use a coupon once', async () => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/bookings', { token, body: payload({ couponCode: 'SAVE10' }) });
    expect(res.body.data.booking).toMatchObject({
      baseAmount: 6500,
      discountAmount: 650,
      totalAmount: 5850,
      couponCode: 'SAVE10',
    });
    const second = await t.request('POST', '/api/bookings', {
      token,
      body: payload({ couponCode: 'SAVE10' }),
    });
    expect(second.status).toBe(400);
  });

  it('holds LAUNCH50 to its usage limit of 3 under concurrency', async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, () => t.signup()));
    const dates = accounts.map(() => nextDay());
    const results = await Promise.all(
      accounts.map(({ token }, i) =>
        t.request('POST', '/api/bookings', {
          token,
          body: payload({ couponCode: 'LAUNCH50', scheduledDate: dates[i] }),
        }),
      ),
    );
    const used = results.filter((r) => r.status === 201).length;
    console.log(`[${t.database.kind}] LAUNCH50 (limit 3) by 10 customers at once: ${used} redeemed`);
    expect(used).toBe(3);
    expect(
      results
        .filter((r) => r.status === 400)
        .every(
          (r) => r.body.message === 'This coupon has reached its usage limit. Please try a different code.',
        ),
    ).toBe(true);
  });
});

describe('reading, cancelling and rescheduling', () => {
  it("answers 404 for another customer's booking on read, cancel, complete-payment and reschedule", async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const id = (await t.request('POST', '/api/bookings', { token: owner.token, body: payload() })).body.data
      .booking._id;
    expect((await t.request('GET', `/api/bookings/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/api/bookings/${id}/cancel`, { token: other.token, body: { reason: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', '/api/bookings/complete-payment', {
          token: other.token,
          body: { bookingId: id, paymentMethod: 'pay_after_service' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('PUT', `/api/bookings/${id}`, {
          token: other.token,
          body: { scheduledDate: nextDay(), scheduledTime: '12:00' },
        })
      ).status,
    ).toBe(404);
  });

  it('confirms pay after service, cancels once, and refuses a second cancel with "already cancelled"', async () => {
    const { token } = await t.signup();
    const id = (await t.request('POST', '/api/bookings', { token, body: payload() })).body.data.booking._id;
    const paid = await t.request('POST', '/api/bookings/complete-payment', {
      token,
      body: { bookingId: id, paymentMethod: 'pay_after_service' },
    });
    expect(paid.body.data.booking.paymentMethod).toBe('pay_after_service');
    const cancel = await t.request('PATCH', `/api/bookings/${id}/cancel`, {
      token,
      body: { reason: 'Cancelled by client' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.booking.status).toBe('cancelled');
    const again = await t.request('PATCH', `/api/bookings/${id}/cancel`, {
      token,
      body: { reason: 'Cancelled by client' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('already cancelled');
  });

  it('refuses to cancel within 2 hours of the slot with "too late"', async () => {
    const { token } = await t.signup();
    const id = (
      await t.request('POST', '/api/bookings', {
        token,
        body: payload({ scheduledDate: today, scheduledTime: '12:00' }),
      })
    ).body.data.booking._id;
    clock.advance(60 * 60_000); // 11:00 IST: one hour before
    try {
      const res = await t.request('PATCH', `/api/bookings/${id}/cancel`, { token, body: { reason: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('too late');
    } finally {
      clock.advance(-60 * 60_000);
    }
  });

  it('reschedules into a free slot and answers 409 for a full one', async () => {
    const { token } = await t.signup();
    const id = (await t.request('POST', '/api/bookings', { token, body: payload() })).body.data.booking._id;
    const fullDate = nextDay();
    for (let i = 0; i < 3; i++) {
      const other = await t.signup();
      await t.request('POST', '/api/bookings', {
        token: other.token,
        body: payload({ scheduledDate: fullDate, scheduledTime: '16:00' }),
      });
    }
    const full = await t.request('PUT', `/api/bookings/${id}`, {
      token,
      body: { scheduledDate: fullDate, scheduledTime: '16:00' },
    });
    expect(full.status).toBe(409);
    // 16:00 + 45 minutes of work + 30 minutes of travel: the crews are free again from 17:15.
    const stillHeld = await t.request('PUT', `/api/bookings/${id}`, {
      token,
      body: { scheduledDate: fullDate, scheduledTime: '17:00' },
    });
    expect(stillHeld.status).toBe(409);
    const moved = await t.request('PUT', `/api/bookings/${id}`, {
      token,
      body: { scheduledDate: fullDate, scheduledTime: '18:00' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking).toMatchObject({ scheduledDate: fullDate, scheduledTime: '18:00' });
  });
});

describe('admin and cleaner', () => {
  it('lets an admin assign a free cleaner, refuses a busy one, and lets that cleaner start and complete the job', async () => {
    const admin = await t.login('admin');
    const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
    const ravi = cleaners.find((c: any) => c.email === 'ravi@chamak.in');
    const date = nextDay();
    const a = await t.signup();
    const b = await t.signup();
    const first = (
      await t.request('POST', '/api/bookings', { token: a.token, body: payload({ scheduledDate: date }) })
    ).body.data.booking._id;
    await t.payAfterService(a.token, first);
    const assigned = await t.request('PATCH', `/api/bookings/${first}/assign`, {
      token: admin,
      body: { cleanerId: ravi._id },
    });
    expect(assigned.body.data.booking).toMatchObject({
      status: 'assigned',
      cleanerId: { name: 'Ravi Verma' },
    });
    // The second booking at the same time reserves someone else; Ravi is not free for it.
    const second = (
      await t.request('POST', '/api/bookings', { token: b.token, body: payload({ scheduledDate: date }) })
    ).body.data.booking._id;
    await t.payAfterService(b.token, second);
    const busy = await t.request('PATCH', `/api/bookings/${second}/assign`, {
      token: admin,
      body: { cleanerId: ravi._id },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('CLEANER_BUSY');

    const cleaner = await t.login('cleaner');
    const jobs = (await t.request('GET', '/api/bookings', { token: cleaner })).body.data.bookings;
    expect(jobs.map((j: any) => j._id)).toContain(first);
    expect(
      (
        await t.request('PATCH', `/api/bookings/${second}/status`, {
          token: cleaner,
          body: { status: 'in-progress' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('PATCH', `/api/bookings/${first}/status`, {
          token: cleaner,
          body: { status: 'completed' },
        })
      ).status,
    ).toBe(400);
    const { startCode, startsAt } = (await t.request('GET', `/api/bookings/${first}`, { token: a.token }))
      .body.data.booking;
    expect(startCode).toMatch(/^\d{4}$/);
    // The cleaner at the door, within JOB_START_EARLY_MINUTES of the slot.
    const back = clock.now();
    clock.set(new Date(new Date(startsAt).getTime() - 5 * 60_000));
    onTestFinished(() => clock.set(back));
    expect(
      (
        await t.request('PATCH', `/api/bookings/${first}/status`, {
          token: cleaner,
          body: { status: 'in-progress', startCode },
        })
      ).body.data.booking.status,
    ).toBe('in-progress');
    expect(
      (
        await t.request('PATCH', `/api/bookings/${first}/status`, {
          token: cleaner,
          body: { status: 'completed' },
        })
      ).body.data.booking.status,
    ).toBe('completed');
    const detail = await t.request('GET', `/api/bookings/${first}`, { token: a.token });
    expect(detail.body.data.events.map((e: any) => e.toStatus)).toEqual([
      'pending',
      'pending', // pay after service chosen
      'assigned',
      'in-progress',
      'completed',
    ]);
  });

  it('answers 403 to a client assigning or changing status', async () => {
    const { token } = await t.signup();
    const id = (await t.request('POST', '/api/bookings', { token, body: payload() })).body.data.booking._id;
    expect(
      (await t.request('PATCH', `/api/bookings/${id}/assign`, { token, body: { cleanerId: id } })).status,
    ).toBe(403);
    expect(
      (await t.request('PATCH', `/api/bookings/${id}/status`, { token, body: { status: 'completed' } }))
        .status,
    ).toBe(403);
  });
});

describe('pending booking (guest flow)', () => {
  it('keeps a guest booking and completes it after login', async () => {
    const { token } = await t.signup();
    expect((await t.request('GET', '/api/bookings/pending', { token })).body.data.pending).toBeNull();
    await t.request('POST', '/api/bookings/pending', { token, body: { payload: payload() } });
    expect((await t.request('GET', '/api/bookings/pending', { token })).body.data.pending.serviceId).toBe(
      officeId,
    );
    const done = await t.request('POST', '/api/bookings/complete', { token });
    expect(done.status).toBe(201);
    expect(done.body.data.booking.status).toBe('pending');
    expect((await t.request('GET', '/api/bookings/pending', { token })).body.data.pending).toBeNull();
  });
});
