import type { Clock } from '../../platform/clock';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The crew tests' app: one customer's bookings fill whole days awaiting payment (so the unpaid cap,
 * booking-hold.test.ts's subject, is lifted), the admin's token, the customer's, the home and bathroom
 * services' ids and the seeded cleaners.
 */
export async function startCrewTestApp(clock: Clock): Promise<{
  t: TestApp;
  ids: { home: string; bathroom: string };
  admin: string;
  customer: string;
  cleaners: { _id: string; name: string; email: string }[];
}> {
  const t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: '1000', MAX_UNPAID_BOOKINGS: '1000' },
  });
  const id = async (slug: string) => (await t.request('GET', `/api/services/${slug}`)).body.data.service._id;
  const ids = { home: await id('home-cleaning'), bathroom: await id('bathroom-cleaning') };
  const admin = await t.login('admin');
  const customer = (await t.signup()).token;
  const cleaners: { _id: string; name: string; email: string }[] = (
    await t.request('GET', '/api/admin/cleaners', { token: admin })
  ).body.data.cleaners;
  return { t, ids, admin, customer, cleaners };
}

/** A visit's POST /api/bookings body in Vijay Nagar, one unit of the package, at that date and time. */
export const crewJobBody = (
  serviceId: string,
  packageId: string,
  date: string,
  time: string,
  extra: Record<string, unknown> = {},
) => ({
  serviceId,
  packageId,
  address: { line1: '4 Vijay Nagar', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452010' },
  phoneNumber: '9876543210',
  areaSqft: 1,
  scheduledDate: date,
  scheduledTime: time,
  ...extra,
});
