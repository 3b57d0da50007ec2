import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia, TIME_SLOTS } from '../../src/shared/domain/time';

export interface Customer {
  email: string;
  token: string;
}

/** Signs up `count` customers through the API (each gets its own token). */
export async function signUpCustomers(baseUrl: string, count: number, tag: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `fault.${tag}.${i}.${randomUUID().slice(0, 8)}@example.com`;
    const res = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Fault Customer ${i}`,
        email,
        phone: '9876543210',
        password: 'Sitar-Lamp-123',
      }),
    });
    const body = (await res.json()) as { token?: string };
    if (res.status !== 201 || !body.token)
      throw new Error(`signup failed: ${res.status} ${JSON.stringify(body)}`);
    customers.push({ email, token: body.token });
  }
  return customers;
}

/** Slot number n (0-based) from a week ahead: every time of a day, then the next day. */
export function slotAt(n: number, firstDayOffset = 7) {
  return {
    scheduledDate: addDays(todayInIndia(new Date()), firstDayOffset + Math.floor(n / TIME_SLOTS.length)),
    scheduledTime: TIME_SLOTS[n % TIME_SLOTS.length],
  };
}

export interface BookingAttempt {
  key: string;
  customer: Customer;
  slot: { scheduledDate: string; scheduledTime: string };
}

export interface BookingOutcome {
  attempt: BookingAttempt;
  /** HTTP status, or 0 when no answer came (connection refused or cut). */
  status: number;
  bookingId?: string;
  code?: string;
}

/**
 * One POST /api/bookings over its own connection (no keep-alive: a killed server must not leave a pooled
 * socket that makes the next request fail for a reason the test did not cause).
 */
export function postBooking(baseUrl: string, attempt: BookingAttempt): Promise<BookingOutcome> {
  const body = JSON.stringify({
    serviceId: 'office-cleaning',
    packageId: 'Basic',
    address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
    phoneNumber: '9876543210',
    areaSqft: 100,
    ...attempt.slot,
  });
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}/api/bookings`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${attempt.customer.token}`,
          'idempotency-key': attempt.key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', () => resolve({ attempt, status: 0 }));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(text) as { data?: { booking?: { _id?: string } }; code?: string };
            const outcome = {
              attempt,
              status: res.statusCode!,
              bookingId: parsed.data?.booking?._id,
              code: parsed.code,
            };
            // A site booking is booked once its customer chooses how to pay; the outcome stays the create's.
            if (res.statusCode === 201 && outcome.bookingId)
              void choosePayAfterService(baseUrl, attempt.customer.token, outcome.bookingId).then(() =>
                resolve(outcome),
              );
            else resolve(outcome);
          } catch {
            // A body cut off by the kill: the client never learned the outcome.
            resolve({ attempt, status: 0 });
          }
        });
      },
    );
    req.on('error', () => resolve({ attempt, status: 0 }));
    req.end(body);
  });
}

export const isSuccess = (o: BookingOutcome) => o.status === 200 || o.status === 201;

/** POST /api/bookings/complete-payment with pay after service; a refused or cut-off answer is ignored. */
function choosePayAfterService(baseUrl: string, token: string, bookingId: string): Promise<void> {
  const body = JSON.stringify({ bookingId, paymentMethod: 'pay_after_service' });
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}/api/bookings/complete-payment`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
        res.on('error', () => resolve());
      },
    );
    req.on('error', () => resolve());
    req.end(body);
  });
}
