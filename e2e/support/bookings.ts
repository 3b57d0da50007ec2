import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { firstOpenSlot, type Slot } from './consoles';
import { uniqueMobile, verifyMobile } from './mobile';

type Address = { line1: string; line2: string; city: string; state: string; pincode: string };

/** The one-bathroom clean (Normal) journeys book: its ids, and the booking's body for a slot. */
export async function oneBathroomClean(request: APIRequestContext) {
  const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
  const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
  const body = (slot: Slot, phoneNumber: string, address?: Address) => ({
    serviceId: service._id,
    packageId: pkg._id,
    address: address ?? {
      line1: '9 Palasia',
      line2: '',
      city: 'Indore',
      state: 'Madhya Pradesh',
      pincode: '452001',
    },
    phoneNumber,
    areaSqft: 1,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
  });
  return { serviceId: service._id as string, packageId: pkg._id as string, body };
}

/**
 * A new customer of the journey's own (own email and mobile: the viewports run side by side) and their
 * one-bathroom clean at the first open slot from `fromDays` ahead, booked by choosing pay after service
 * (a site booking waits for that choice). `verify` proves the mobile first: booking texts go to a
 * verified mobile only.
 */
export async function payAfterServiceBooking(
  request: APIRequestContext,
  opts: {
    name: string;
    emailPrefix: string;
    fromDays: number;
    verify: boolean;
    address?: Address;
    /** A recurring plan instead of one visit. */
    frequency?: 'weekly';
  },
) {
  const account = {
    name: opts.name,
    email: uniqueEmail(opts.emailPrefix),
    phone: uniqueMobile(),
    password: 'Sitar-Lamp-123',
  };
  const signup = await request.post('/api/auth/register', { data: account });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).token as string;
  if (opts.verify) await verifyMobile(request, token, account.phone);
  const customer = { authorization: `Bearer ${token}` };
  const clean = await oneBathroomClean(request);
  const slot = await firstOpenSlot(request, clean.serviceId, clean.packageId, opts.fromDays);
  const made = await request.post('/api/bookings', {
    headers: customer,
    data: { ...clean.body(slot, account.phone, opts.address), frequency: opts.frequency ?? 'one-time' },
  });
  expect(made.status()).toBe(201);
  const booking = (await made.json()).data.booking as {
    _id: string;
    totalAmount: number;
    seriesId: string | null;
  };
  const chosen = await request.post('/api/bookings/complete-payment', {
    headers: customer,
    data: { bookingId: booking._id, paymentMethod: 'pay_after_service' },
  });
  expect(chosen.status()).toBe(200);
  return {
    account,
    customer,
    booking,
    bookingId: booking._id,
    slot,
    serviceId: clean.serviceId,
    packageId: clean.packageId,
  };
}

/** The customer chooses to pay after the service: the hold ends and the booking can be assigned. */
export async function choosePayAfterService(
  request: APIRequestContext,
  customer: { authorization: string },
  bookingId: string,
) {
  const chosen = await request.post('/api/bookings/complete-payment', {
    headers: customer,
    data: { bookingId, paymentMethod: 'pay_after_service' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
}
