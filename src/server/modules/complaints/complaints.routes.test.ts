import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingAssignments, outboxEmails, refunds } from '../../db/schema/index';
import { contentOf } from '../../platform/mail/outbox';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { afterVisitTexts } from '../../../shared/texts-after-visit';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookBathroom, complete, payOnline } from './after-visit.test-support';

// 09:00 IST; every test books days of its own, ahead of wherever the clock has moved.
const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
let t: TestApp;
let admin: string;
let day = 1;
const nextDay = () => addDays(todayInIndia(clock.now()), day++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const problem = { category: 'missed-area', description: 'The balcony was not cleaned at all.' };
const file = (token: string, bookingId: string, body: object = problem) =>
  t.request('POST', `/api/bookings/${bookingId}/complaints`, { token, body });
const resolve = (id: string, body: object) =>
  t.request('POST', `/api/admin/complaints/${id}/resolve`, { token: admin, body });

async function completedVisit(opts: { paid?: boolean } = {}) {
  const customer = await t.signup();
  const booking = await bookBathroom(t, customer.token, nextDay(), '10:00', { held: opts.paid });
  if (opts.paid) await payOnline(t, customer.token, booking._id);
  const crew = await complete(t, admin, booking._id);
  return { token: customer.token, bookingId: booking._id, crew };
}

describe('filing a complaint', () => {
  it('refuses a visit that is not completed yet with 409 and the reason', async () => {
    const customer = await t.signup();
    const booking = await bookBathroom(t, customer.token, nextDay());
    const res = await file(customer.token, booking._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(afterVisitTexts.complaintNotCompleted);
  });

  it("answers 404 for another customer's booking and 403 for a cleaner", async () => {
    const { bookingId } = await completedVisit();
    const other = await t.signup();
    expect((await file(other.token, bookingId)).status).toBe(404);
    expect((await file(await t.login('cleaner'), bookingId)).status).toBe(403);
  });

  it('validates the category and the description', async () => {
    const { token, bookingId } = await completedVisit();
    expect((await file(token, bookingId, { ...problem, category: 'ghosts' })).status).toBe(400);
    const short = await file(token, bookingId, { ...problem, description: 'bad' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('at least 10 characters');
  });

  it('accepts a complaint up to 48 hours after completion, once, and audits it; the customer sees it', async () => {
    const { token, bookingId } = await completedVisit();
    clock.advance(47 * 3_600_000);
    const res = await file(token, bookingId);
    expect(res.status).toBe(201);
    expect(res.body.data.complaint).toMatchObject({ bookingId, status: 'open', category: 'missed-area' });
    const again = await file(token, bookingId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(afterVisitTexts.complaintExists);
    const mine = await t.request('GET', '/api/complaints', { token });
    expect(mine.body.data.complaints.map((c: any) => c.bookingId)).toEqual([bookingId]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'complaint.create'), eq(auditLog.entityId, res.body.data.complaint._id)),
      );
    expect(audit).toHaveLength(1);
    // The customer hears it was received, with its reference, once (issue 37).
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'complaint-received')));
    expect(mails).toHaveLength(1);
    const ref = (res.body.data.complaint._id as string).slice(0, 8).toUpperCase();
    const { subject, text } = await contentOf(mails[0]!);
    expect(subject).toBe(`We have your complaint (ref ${ref})`);
    expect(text).toContain(`Complaint reference: ${ref}`);
    expect(text).toContain('Our team will get back to you within a day.');
  });

  it('refuses a complaint more than 48 hours after completion with 409 and the reason', async () => {
    const { token, bookingId } = await completedVisit();
    clock.advance(48 * 3_600_000 + 60_000);
    const res = await file(token, bookingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(afterVisitTexts.complaintWindowClosed);
  });
});

describe('admins see and resolve complaints', () => {
  it('lists complaints by status for admins only', async () => {
    const { token, bookingId } = await completedVisit();
    const id = (await file(token, bookingId)).body.data.complaint._id;
    const open = await t.request('GET', '/api/admin/complaints?status=open', { token: admin });
    expect(open.status).toBe(200);
    const mineListed = open.body.data.complaints.find((c: any) => c._id === id);
    expect(mineListed.booking).toMatchObject({ serviceName: 'Bathroom Cleaning', totalAmount: 349 });
    expect(open.body.data.complaints.every((c: any) => c.status === 'open')).toBe(true);
    const closed = await t.request('GET', '/api/admin/complaints?status=closed', { token: admin });
    expect(closed.body.data.complaints.some((c: any) => c._id === id)).toBe(false);
    expect((await t.request('GET', '/api/admin/complaints', { token })).status).toBe(403);
    const forBooking = await t.request('GET', `/api/bookings/${bookingId}/complaints`, { token: admin });
    expect(forBooking.body.data.complaints[0]._id).toBe(id);
  });

  it('closes with a note (a note is required), once', async () => {
    const { token, bookingId } = await completedVisit();
    const id = (await file(token, bookingId)).body.data.complaint._id;
    expect((await resolve(id, { action: 'close' })).status).toBe(400);
    const res = await resolve(id, { action: 'close', note: 'Spoke to the customer; all fine now.' });
    expect(res.status).toBe(200);
    expect(res.body.data.complaint).toMatchObject({
      status: 'closed',
      resolutionNote: 'Spoke to the customer; all fine now.',
    });
    const again = await resolve(id, { action: 'reclean' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(afterVisitTexts.complaintAlreadyResolved);
  });

  it('grants a free re-clean: the customer picks a free time and gets a ₹0 booking holding another crew', async () => {
    const { token, bookingId, crew } = await completedVisit();
    const id = (await file(token, bookingId)).body.data.complaint._id;
    const date = nextDay();
    // Before it is offered, no slots and no booking.
    expect(
      (await t.request('GET', `/api/complaints/${id}/reclean-slots?date=${date}`, { token })).status,
    ).toBe(409);
    expect((await resolve(id, { action: 'reclean', note: 'Sorry! A free re-clean is on us.' })).status).toBe(
      200,
    );

    const slots = await t.request('GET', `/api/complaints/${id}/reclean-slots?date=${date}`, { token });
    expect(slots.status).toBe(200);
    const offered = slots.body.data.slots.find((s: any) => s.available);
    expect(offered).toBeTruthy();
    const other = await t.signup();
    expect(
      (
        await t.request('POST', `/api/complaints/${id}/reclean`, {
          token: other.token,
          body: { scheduledDate: date, scheduledTime: offered.time },
        })
      ).status,
    ).toBe(404);

    const booked = await t.request('POST', `/api/complaints/${id}/reclean`, {
      token,
      body: { scheduledDate: date, scheduledTime: offered.time },
    });
    expect(booked.status).toBe(201);
    const reclean = booked.body.data.booking;
    expect(reclean).toMatchObject({ totalAmount: 0, baseAmount: 0, status: 'pending', scheduledDate: date });
    const holds = await t.database.db
      .select()
      .from(bookingAssignments)
      .where(eq(bookingAssignments.bookingId, reclean._id));
    expect(holds).toHaveLength(1);
    expect(crew).not.toContain(holds[0].cleanerId);

    const mine = (await t.request('GET', '/api/complaints', { token })).body.data.complaints[0];
    expect(mine).toMatchObject({ status: 'reclean_booked', recleanBookingId: reclean._id });
    const list = await t.request('GET', '/api/bookings', { token });
    expect(list.body.data.bookings.map((b: any) => b._id)).toContain(reclean._id);
    const twice = await t.request('POST', `/api/complaints/${id}/reclean`, {
      token,
      body: { scheduledDate: date, scheduledTime: offered.time },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(afterVisitTexts.recleanAlreadyBooked);
    // Nothing to pay on a free visit.
    const order = await t.request('POST', '/api/payment/create-order', {
      token,
      body: { bookingId: reclean._id, method: 'razorpay_upi' },
    });
    expect(order.status).toBe(400);
  });

  it('a re-clean holds a crew like any booking: a slot with every cleaner busy is refused with 409', async () => {
    const { token, bookingId } = await completedVisit();
    const id = (await file(token, bookingId)).body.data.complaint._id;
    await resolve(id, { action: 'reclean' });
    const date = nextDay();
    const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
    const filler = await t.signup();
    for (let i = 0; i < cleaners.length; i++) await bookBathroom(t, filler.token, date, '12:00');
    const slots = (await t.request('GET', `/api/complaints/${id}/reclean-slots?date=${date}`, { token })).body
      .data.slots;
    expect(slots.find((s: any) => s.time === '12:00').available).toBe(false);
    const full = await t.request('POST', `/api/complaints/${id}/reclean`, {
      token,
      body: { scheduledDate: date, scheduledTime: '12:00' },
    });
    expect(full.status).toBe(409);
    const mine = (await t.request('GET', '/api/complaints', { token })).body.data.complaints[0];
    expect(mine.status).toBe('reclean_offered');
    // An admin can book it for the customer on the phone.
    const byAdmin = await t.request('POST', `/api/complaints/${id}/reclean`, {
      token: admin,
      body: { scheduledDate: date, scheduledTime: '15:00' },
    });
    expect(byAdmin.status).toBe(201);
  });

  it('lets an admin book the offered re-clean for the customer at a free time: 409 when it was taken meanwhile, audited as the admin', async () => {
    const { token, bookingId } = await completedVisit();
    const id = (await file(token, bookingId)).body.data.complaint._id;
    await resolve(id, { action: 'reclean' });
    const date = nextDay();
    const offered = await t.request('GET', `/api/complaints/${id}/reclean-slots?date=${date}`, {
      token: admin,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.data.slots.find((s: any) => s.time === '12:00').available).toBe(true);

    // Between reading the times and booking, other customers take every crew at 12:00.
    const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
    const filler = await t.signup();
    for (let i = 0; i < cleaners.length; i++) await bookBathroom(t, filler.token, date, '12:00');
    const taken = await t.request('POST', `/api/complaints/${id}/reclean`, {
      token: admin,
      body: { scheduledDate: date, scheduledTime: '12:00' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This time slot is fully booked. Please choose another time.');
    expect((await t.request('GET', '/api/complaints', { token })).body.data.complaints[0].status).toBe(
      'reclean_offered',
    );

    const booked = await t.request('POST', `/api/complaints/${id}/reclean`, {
      token: admin,
      body: { scheduledDate: date, scheduledTime: '16:00' },
    });
    expect(booked.status).toBe(201);
    const reclean = booked.body.data.booking;
    expect(reclean).toMatchObject({ totalAmount: 0, scheduledDate: date, scheduledTime: '16:00' });
    // It is the customer's booking, not the admin's.
    const mine = (await t.request('GET', '/api/bookings', { token })).body.data.bookings;
    expect(mine.map((b: any) => b._id)).toContain(reclean._id);
    const adminId = (await t.request('GET', '/api/users/profile', { token: admin })).body.data.user._id;
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'complaint.reclean_booked'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(adminId);
    expect(audit[0].details).toMatchObject({ recleanBookingId: reclean._id, date, time: '16:00' });
  });

  it('refunds part of an online payment once through the refund path', async () => {
    const { token, bookingId } = await completedVisit({ paid: true });
    const id = (await file(token, bookingId)).body.data.complaint._id;
    expect((await resolve(id, { action: 'refund', amountPaise: 40_000 })).status).toBe(400);
    const [first, second] = await Promise.all([
      resolve(id, { action: 'refund', amountPaise: 10_000, note: 'Part refund for the balcony' }),
      resolve(id, { action: 'refund', amountPaise: 10_000, note: 'Part refund for the balcony' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body.data.complaint).toMatchObject({ status: 'refunded', refundAmount: 100 });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0].amountPaise).toBe(10_000);
    const again = await resolve(id, { action: 'refund', amountPaise: 10_000 });
    expect(again.status).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))).toHaveLength(
      1,
    );
  });

  it('refuses a refund for a visit not paid online with 409 and leaves the complaint open', async () => {
    const { token, bookingId } = await completedVisit();
    const id = (await file(token, bookingId)).body.data.complaint._id;
    const res = await resolve(id, { action: 'refund', amountPaise: 10_000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(afterVisitTexts.refundNotPaidOnline);
    expect((await t.request('GET', '/api/complaints', { token })).body.data.complaints[0].status).toBe(
      'open',
    );
  });
});

describe('a re-clean of a re-clean', () => {
  it('is refused (409) unless an admin explicitly overrides it, and the override is audited', async () => {
    const { token, bookingId } = await completedVisit();
    const first = (await file(token, bookingId)).body.data.complaint._id;
    expect((await resolve(first, { action: 'reclean' })).status).toBe(200);
    const date = nextDay();
    const slot = (
      await t.request('GET', `/api/complaints/${first}/reclean-slots?date=${date}`, { token })
    ).body.data.slots.find((s: any) => s.available);
    const reclean = (
      await t.request('POST', `/api/complaints/${first}/reclean`, {
        token,
        body: { scheduledDate: date, scheduledTime: slot.time },
      })
    ).body.data.booking;
    await complete(t, admin, reclean._id);
    const second = (await file(token, reclean._id)).body.data.complaint._id;
    const refused = await resolve(second, { action: 'reclean' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'RECLEAN_OF_RECLEAN',
      message: jobSafetyTexts.recleanOfReclean,
    });
    // Other answers stay open to the admin; with the explicit override the re-clean is offered.
    const overridden = await resolve(second, {
      action: 'reclean',
      overrideRecleanOfReclean: true,
      note: 'Second visit also missed the balcony',
    });
    expect(overridden.status).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'complaint.reclean_offered'), eq(auditLog.entityId, second)));
    expect(audit[0].details).toMatchObject({ recleanOfReclean: true, earlierComplaintId: first });
  });
});
