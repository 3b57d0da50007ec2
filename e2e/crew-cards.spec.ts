import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { choosePayAfterService } from './support/bookings';
import { apiLogin, assignWhenFree, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';
import { testJpeg } from './support/photos';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const shots = 'test-results/crew-cards';

/**
 * The customer knows the crew (issue 38 part 4): from assignment, the booking card shows the crew member's first
 * name and photo (uploaded by the cleaner, served only to the booking's customer), jobs done, and the Call
 * button that already exists.
 */
for (const width of [390, 1280]) {
  const viewport = { width, height: width < 500 ? 844 : 900 };

  test(`${width}px: a customer sees their crew with photos and can call`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    // Ravi's photo, as he uploads it from his phone.
    const ravi = await apiLogin(request, demo.cleaner.email, demo.cleaner.password);
    const uploaded = await request.post('/api/cleaners/me/photo', {
      headers: { authorization: `Bearer ${ravi.token}`, 'content-type': 'image/jpeg' },
      data: await testJpeg(600, 600, '#7a5230'),
    });
    expect(uploaded.status()).toBe(201);

    const account = {
      name: 'Meera Joshi',
      email: uniqueEmail('crew'),
      phone: '9876543210',
      password: 'Sitar-Lamp-123',
    };
    const signup = await request.post('/api/auth/register', { data: account });
    expect(signup.status()).toBe(201);
    const token = (await signup.json()).token as string;
    const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
    const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
    const slot = await firstOpenSlot(request, service._id, pkg._id, width < 500 ? 15 : 16);
    const booked = await request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        serviceId: service._id,
        packageId: pkg._id,
        address: {
          line1: '9 Vijay Nagar',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452010',
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
    const admin = {
      authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
    };
    const raviId = (await (await request.get('/api/admin/cleaners?search=ravi', { headers: admin })).json())
      .data.cleaners[0]._id as string;
    await assignWhenFree(
      request,
      admin,
      { id: bookingId, slot, serviceId: service._id, packageId: pkg._id },
      raviId,
      { fromDays: width < 500 ? 15 : 16, days: 6 },
    );

    const customer = await pageSignedInAs(browser, baseURL, account, viewport);
    await customer.goto('/my-bookings');
    const card = customer.locator(`#booking-${bookingId}`);
    const crew = card.getByTestId('crew-card');
    await expect(crew).toHaveCount(1);
    await expect(crew).toContainText('Ravi');
    await expect(crew).toContainText(/\d+ jobs? done/);
    const photo = crew.getByRole('img', { name: 'Photo of Ravi' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('button', { name: 'Call your cleaner' })).toBeVisible();
    // The photo is the booking's customer's to see, nobody else's.
    const photoUrl = `/api/bookings/${bookingId}/crew/${raviId}/photo`;
    const stranger = await request.post('/api/auth/register', {
      data: { ...account, email: uniqueEmail('crew-stranger') },
    });
    const strangerToken = (await stranger.json()).token as string;
    expect(
      (await request.get(photoUrl, { headers: { authorization: `Bearer ${strangerToken}` } })).status(),
    ).toBe(404);
    await card.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: `${shots}/crew-${width}.png` });
  });
}
