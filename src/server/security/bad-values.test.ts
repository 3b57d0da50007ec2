import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../shared/domain/time';
import { startTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { MG_ROAD } from '../test/bookings.test-support';

/**
 * Every bad value is a 400: control characters, impossible or out-of-window dates, numbers
 * out of range and quantities below a service's minimum are refused with the field named, never a 500.
 */
let t: TestApp;
let token: string;
let officeId: string;
const today = todayInIndia(new Date());

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  token = await t.login('client');
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

const fields = (res: { body: any }) => (res.body.details ?? []).map((d: { field: string }) => d.field);

const booking = (overrides: Record<string, unknown> = {}) => ({
  serviceId: officeId,
  packageId: 'Basic',
  address: MG_ROAD,
  phoneNumber: '9876543210',
  areaSqft: 200,
  scheduledDate: addDays(today, 5),
  scheduledTime: '10:00',
  ...overrides,
});

describe('control characters', () => {
  it('refuses a NUL in a name on register with 400 for the field (was a 500 from PostgreSQL)', async () => {
    const res = await t.request('POST', '/api/auth/register', {
      body: { name: 'Asha\u0000Rao', email: uniqueEmail(), phone: '9876543210', password: 'Sitar-Lamp-123' },
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['name']);
    expect(res.body.details[0].message).toBe('Must not contain control characters or broken characters');
  });

  it.each([
    ['name', 'Asha\u0007'],
    ['name', 'Asha\u001b[31m'],
    ['name', 'Asha\nRao'],
    ['name', 'Asha\u0085'],
    ['name', 'Asha\ud800'],
    ['name', '\udc00Asha'],
  ])('refuses %s %j on a profile', async (field, value) => {
    const res = await t.request('PUT', '/api/users/profile', {
      token,
      body: { name: 'Asha', email: 'client@chamak.in', [field]: value },
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toContain(field);
  });

  it('keeps newlines and tabs in multi-line fields, not NUL', async () => {
    const ok = await t.request('POST', '/api/contact', {
      body: { name: 'Asha', email: 'asha@example.com', message: 'Line one\n\tLine two\r\n' },
    });
    expect(ok.status).toBe(201);
    const nul = await t.request('POST', '/api/contact', {
      body: { name: 'Asha', email: 'asha@example.com', message: 'Line one\u0000' },
    });
    expect(nul.status).toBe(400);
    expect(fields(nul)).toEqual(['message']);
    // Found by the fuzzer: half a surrogate pair reached the outbox's jsonb and PostgreSQL refused it.
    const broken = await t.request('POST', '/api/contact', {
      body: { name: 'Asha', email: 'asha@example.com', message: 'Hi \ud800' },
    });
    expect(broken.status).toBe(400);
    expect(fields(broken)).toEqual(['message']);
  });

  it('refuses control characters inside a booking address and its instructions', async () => {
    const line = await t.request('POST', '/api/bookings', {
      token,
      body: booking({ address: { ...booking().address, line1: '12 MG\u0000Road' } }),
    });
    expect(line.status).toBe(400);
    expect(fields(line)).toEqual(['address.line1']);
    const notes = await t.request('POST', '/api/bookings', {
      token,
      body: booking({ instructions: 'Ring twice\u0000' }),
    });
    expect(notes.status).toBe(400);
    expect(fields(notes)).toEqual(['instructions']);
  });
});

describe('the last resort', () => {
  it("answers 400 when PostgreSQL refuses a text no schema field covers (a NUL in a saved draft's JSON)", async () => {
    const res = await t.request('POST', '/api/bookings/pending', {
      token,
      body: { payload: { instructions: 'Ring twice\u0000' } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    const surrogate = await t.request('POST', '/api/bookings/pending', {
      token,
      body: { payload: { instructions: 'Ring twice\ud800' } },
    });
    expect(surrogate.status).toBe(400);
  });
});

describe('dates and numbers', () => {
  it.each([
    ['an impossible date', '2026-02-30'],
    ['a past date', addDays(today, -1)],
    ['a date past the booking horizon', '2150-01-01'],
    ['the last day of the calendar', '9999-12-31'],
  ])('refuses %s with 400 for scheduledDate', async (_what, scheduledDate) => {
    const res = await t.request('POST', '/api/bookings', { token, body: booking({ scheduledDate }) });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['scheduledDate']);
  });

  it.each([
    ['areaSqft', 0.000001],
    ['areaSqft', 99],
    ['areaSqft', -5],
    ['areaSqft', 1e308],
    ['areaSqft', '200'],
  ])('refuses %s %j with 400 for the field', async (field, value) => {
    const res = await t.request('POST', '/api/bookings', { token, body: booking({ [field]: value }) });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual([field]);
  });

  it('prices an office clean from 100 sq.ft', async () => {
    const price = await t.request('POST', `/api/services/${officeId}/calculate-price`, {
      body: { packageName: 'Basic', area: 50 },
    });
    expect(price.status).toBe(400);
    expect(price.body.message).toBe('This service is booked for at least 100 sq.ft.');
    const ok = await t.request('POST', `/api/services/${officeId}/calculate-price`, {
      body: { packageName: 'Basic', area: 100 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.totalPrice).toBeGreaterThan(0);
  });
});
