import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { uniqueEmail } from './support/accounts';
import { choosePayAfterService } from './support/bookings';
import { apiLogin, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';
import { testJpeg } from './support/photos';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/complaint-photos';
const DEMO_CLEANERS = ['ravi@chamak.in', 'sunita@chamak.in', 'arjun@chamak.in'];

/**
 * A new customer's one-bathroom clean at the first open slot from `fromDays` ahead (days of its own, past the
 * other after-visit journeys), given to a free demo cleaner, started and completed by the admin.
 */
async function completedVisit(request: APIRequestContext, fromDays: number) {
  const account = {
    name: 'Kavita Rao',
    email: uniqueEmail('cphotos'),
    phone: '9876543210',
    password: 'Sitar-Lamp-123',
  };
  const signup = await request.post('/api/auth/register', { data: account });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).token as string;
  const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
  const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
  const slot = await firstOpenSlot(request, service._id, pkg._id, fromDays);
  const booked = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      serviceId: service._id,
      packageId: pkg._id,
      address: {
        line1: '4 Palasia Square',
        line2: '',
        city: 'Indore',
        state: 'Madhya Pradesh',
        pincode: '452001',
      },
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = (await booked.json()).data.booking._id as string;
  await choosePayAfterService(request, { authorization: `Bearer ${token}` }, bookingId);

  const auth = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const cleaners: { _id: string; email: string }[] = (
    await (await request.get('/api/admin/cleaners', { headers: auth })).json()
  ).data.cleaners;
  let assigned = false;
  for (const email of DEMO_CLEANERS) {
    const res = await request.patch(`/api/bookings/${bookingId}/assign`, {
      headers: auth,
      data: { cleanerId: cleaners.find((c) => c.email === email)!._id },
    });
    if ((assigned = res.status() === 200)) break;
  }
  expect(assigned).toBe(true);
  const startCode = (
    await (
      await request.get(`/api/bookings/${bookingId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data.booking.startCode;
  for (const data of [{ status: 'in-progress', startCode }, { status: 'completed' }])
    expect((await request.patch(`/api/bookings/${bookingId}/status`, { headers: auth, data })).status()).toBe(
      200,
    );
  return { account, bookingId };
}

for (const width of [390, 1280]) {
  const viewport = { width, height: width < 500 ? 844 : 900 };

  test(`${width}px: a customer attaches a photo to a complaint; the customer and an admin see it`, async ({
    browser,
    request,
  }) => {
    // Two signed-in browsers, a booking driven to completion and image work: more than the default 45 s on a busy machine.
    test.setTimeout(120_000);
    const { account, bookingId } = await completedVisit(request, width < 500 ? 11 : 12);
    const photo = await testJpeg(2400, 1800, '#8a6d3b');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();

    const customer = await pageSignedInAs(browser, baseURL, account, viewport);
    await customer.goto('/my-bookings');
    const card = customer.locator(`#booking-${bookingId}`);
    await card.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('What went wrong?').selectOption('damage');
    // Its own words: the two widths run at once, and the admin must find this one, not the other's.
    await dialog.getByLabel('Details').fill(`The tap handle came off during the clean (${width} px).`);
    const picker = dialog.locator('input[type=file]');

    // A GIF is refused before anything is sent, and can be taken out again.
    await picker.setInputFiles({ name: 'tap.gif', mimeType: 'image/gif', buffer: gif });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Photos must be JPEG, PNG or WebP images.');
    await dialog.getByRole('button', { name: 'Remove tap.gif' }).click();

    await picker.setInputFiles({ name: 'broken-tap.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByText('broken-tap.jpg')).toBeVisible();
    await customer.screenshot({ path: `${shots}/dialog-${width}.png` });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('complaint-status')).toHaveText(/Problem reported/);
    const mine = card.getByTestId('complaint-photos').getByRole('img', { name: 'Photo 1 of the problem' });
    await expect(mine).toBeVisible();
    expect(await mine.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await card.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: `${shots}/customer-${width}.png`, fullPage: true });

    const admin = await pageSignedInAs(browser, baseURL, demo.admin, viewport);
    await admin.goto('/adminDashboard/complaints');
    const item = admin
      .getByTestId('complaint-item')
      .filter({ hasText: `The tap handle came off during the clean (${width} px).` });
    // The admin console's chunk and the complaints load first (slow on a busy machine).
    await expect(item.getByText("Customer's photos")).toBeVisible({ timeout: 30_000 });
    const seen = item.getByRole('img', { name: 'Photo 1 of the problem' });
    await expect(seen).toBeVisible();
    expect(await seen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await item.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${shots}/admin-${width}.png`, fullPage: true });
  });
}
