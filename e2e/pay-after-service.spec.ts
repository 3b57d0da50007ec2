import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { payAfterServiceBooking } from './support/bookings';
import { apiLogin, assignWhenFree, demo, pageSignedInAs } from './support/consoles';
import { uniqueMobile } from './support/mobile';
import { testJpeg } from './support/photos';

/**
 * Journey: a pay-after-service booking ends with the money recorded. The cleaner sees the
 * amount on the job card, completes and records cash; the customer gets a receipt; the admin sees the
 * collected payment on the booking, the cash the cleaner holds, the payout line that subtracts it, and
 * marks it handed over.
 */
test.describe.configure({ timeout: 120_000 });

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/**
 * A cleaner of this test's own (per viewport), paid per job, and a customer's confirmed booking on the first
 * day with a free slot (today, or a later day when the run is late in the day).
 */
async function arrange(request: APIRequestContext, tag: string) {
  const admin = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const cleanerAccount = {
    name: `Cash Crew ${tag}`,
    email: uniqueEmail(`cashcrew${tag}`),
    phone: uniqueMobile(),
    password: 'Mopping-Crew-2026',
  };
  const made = await request.post('/api/admin/cleaners', { headers: admin, data: cleanerAccount });
  expect(made.status()).toBe(201);
  const cleanerId = (await made.json()).data.cleaner._id as string;
  const rule = await request.put(`/api/admin/cleaners/${cleanerId}/pay-rule`, {
    headers: admin,
    data: { kind: 'per_job', rate: 400 },
  });
  expect(rule.status()).toBe(200);

  const { customer, booking, slot, serviceId, packageId } = await payAfterServiceBooking(request, {
    name: 'Meera Joshi',
    emailPrefix: 'payafter',
    fromDays: 0,
    verify: false,
  });
  // The other viewport's booking may have taken this cleaner's time meanwhile: then a later time.
  const at = await assignWhenFree(
    request,
    admin,
    { id: booking._id, slot, serviceId, packageId },
    cleanerId,
    { fromDays: 0, days: 3 },
  );
  return { admin, customer, cleanerAccount, booking, slot: at };
}

/** The cleaner's app signed in, and the customer's start code for the job (read as the customer). */
async function cleanerAtTheDoor(
  browser: Browser,
  request: APIRequestContext,
  arranged: Awaited<ReturnType<typeof arrange>>,
  viewport: { width: number; height: number },
) {
  const cleaner = await pageSignedInAs(
    browser,
    `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
    arranged.cleanerAccount,
    viewport,
  );
  await cleaner.goto('/cleanerDashboard');
  // A job on a later day is under the week's tab (its buttons are the same: the server decides when).
  const todayInIndia = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  if (arranged.slot.date !== todayInIndia) await cleaner.getByRole('tab', { name: 'Upcoming week' }).click();
  const card = cleaner.getByRole('article').filter({ hasText: 'Meera Joshi' });
  const startCode = (
    await (await request.get(`/api/bookings/${arranged.booking._id}`, { headers: arranged.customer })).json()
  ).data.booking.startCode as string;
  return { cleaner, card, startCode };
}

for (const width of [390, 1280]) {
  test(`${width}px: pay after service ends with cash recorded, a receipt, cash held and handed over`, async ({
    browser,
    request,
  }) => {
    const viewport = { width, height: width < 500 ? 844 : 900 };
    const arranged = await arrange(request, String(width));
    const { customer, cleanerAccount, booking } = arranged;
    const amount = rupees(booking.totalAmount);

    // The cleaner's job card says what to collect.
    const { cleaner, card, startCode } = await cleanerAtTheDoor(browser, request, arranged, viewport);
    await expect(card.getByText(`Collect ${amount}`)).toBeVisible();
    await card.screenshot({ path: `test-results/pay-after-service-card-${width}.png` });

    // Started at the door with the customer's code (through the app), then Complete asks how it was paid.
    await card.getByRole('button', { name: 'Start job' }).click();
    // The before photos are offered as the job starts.
    await expect(cleaner.getByRole('dialog').getByLabel('Add before photo')).toBeAttached();
    await cleaner.getByLabel('Start code').fill(startCode);
    await cleaner.getByRole('dialog').getByRole('button', { name: 'Start job' }).click();
    await expect(card.getByRole('button', { name: 'Complete job' })).toBeVisible();
    await card.getByRole('button', { name: 'Complete job' }).click();
    const dialog = cleaner.getByRole('dialog');
    await expect(dialog.getByText(`How did the customer pay ${amount}.00?`)).toBeVisible();
    // Nothing answered: Complete asks for the checklist and the payment together instead of completing.
    await dialog.getByRole('button', { name: 'Complete job' }).click();
    const alerts = dialog.getByRole('alert');
    await expect(alerts.filter({ hasText: 'Mark every checklist item done or not done' })).toHaveCount(1);
    await expect(alerts.filter({ hasText: 'Choose how the customer paid' })).toHaveCount(1);
    // The cleaner answers the checklist as they would at the end of the visit: the payment is still asked.
    for (const done of await dialog.getByRole('radio', { name: 'Done', exact: true }).all())
      await done.check();
    await expect(alerts).toHaveText(['Choose how the customer paid']);
    await dialog.getByLabel('UPI to Chamak (show the QR)').check();
    await expect(dialog.getByRole('img', { name: `UPI QR code for ${amount}.00` })).toBeVisible();
    await cleaner.screenshot({
      path: `test-results/pay-after-service-complete-upi-${width}.png`,
      fullPage: true,
    });
    await dialog.getByLabel(`Cash ${amount}.00 received`).check();
    // The question's legend sits inside its box, below the box's top border (issue 37: it sat across it).
    const legendInside = await dialog
      .getByRole('group', { name: /How did the customer pay/ })
      .evaluate((group) => {
        const framed = getComputedStyle(group).borderTopWidth !== '0px' ? group : group.parentElement!;
        const top = framed.getBoundingClientRect().top + parseFloat(getComputedStyle(framed).borderTopWidth);
        return group.querySelector('legend')!.getBoundingClientRect().top >= top;
      });
    expect(legendInside).toBe(true);
    // The after photo shows as a thumbnail.
    const jpeg = await testJpeg();
    await dialog
      .getByLabel('Add after photo')
      .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(dialog.getByRole('img', { name: 'After photo 1' })).toBeVisible();
    await dialog.getByRole('img', { name: 'After photo 1' }).scrollIntoViewIfNeeded();
    await cleaner.screenshot({ path: `test-results/pay-after-service-complete-photo-${width}.png` });
    await dialog.getByRole('group', { name: /How did the customer pay/ }).scrollIntoViewIfNeeded();
    await cleaner.screenshot({
      path: `test-results/pay-after-service-complete-cash-${width}.png`,
      fullPage: true,
    });
    await dialog.getByRole('button', { name: 'Complete job' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText(`Collect ${amount}`)).toHaveCount(0);
    expect(await cleaner.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
      false,
    );

    // The customer's booking is paid and has its receipt.
    const after = (await (await request.get(`/api/bookings/${booking._id}`, { headers: customer })).json())
      .data.booking;
    expect(after).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    const docs = await request.get(`/api/payment/documents?bookingId=${booking._id}`, { headers: customer });
    expect((await docs.json()).data.documents.map((d: { kind: string }) => d.kind)).toContain('receipt');

    // The admin sees how it was paid, by whom, on the booking.
    const adminPage = await pageSignedInAs(
      browser,
      `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
      demo.admin,
      viewport,
    );
    await adminPage.goto(`/adminDashboard/bookings/${booking._id}`);
    const payment = adminPage.getByTestId('booking-payment');
    await expect(payment).toContainText('Pay after service', { timeout: 30_000 });
    await expect(payment).toContainText(`Cash ${amount} collected by ${cleanerAccount.name}`);
    await expect(payment).toContainText('cash not handed over yet');
    await expect(adminPage.getByText('pay_after_service')).toHaveCount(0);

    // Payouts: the cleaner holds the cash, the payout line subtracts it; handed over, it is gone.
    await adminPage.goto('/adminDashboard/payouts');
    await adminPage.getByRole('button', { name: 'This month' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: cleanerAccount.name });
    const net = 400 - booking.totalAmount;
    await expect(row).toContainText(amount);
    await expect(row).toContainText(net < 0 ? `−₹${(-net).toLocaleString('en-IN')}` : rupees(net));
    if (net < 0) await expect(row).toContainText('cash held is more than pay and tips');
    const held = adminPage.getByRole('listitem', { name: `${cleanerAccount.name} holds ${amount}` });
    await expect(held).toBeVisible();
    await adminPage.screenshot({
      path: `test-results/pay-after-service-payouts-${width}.png`,
      fullPage: true,
    });
    await held.getByRole('button', { name: 'Mark handed over' }).click();
    await held.getByRole('button', { name: `Received ${amount}` }).click();
    await expect(adminPage.getByText('Cash handed over')).toBeVisible();
    await expect(held).toHaveCount(0);
    await expect(row).toContainText('₹400');
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
      false,
    );
  });
}

test('390px: a customer who pays online while Complete is open: the cash is refused and the job reads Paid online', async ({
  browser,
  request,
}) => {
  const viewport = { width: 390, height: 844 };
  const arranged = await arrange(request, 'online390');
  const { customer, booking } = arranged;
  const amount = rupees(booking.totalAmount);
  const { cleaner, card, startCode } = await cleanerAtTheDoor(browser, request, arranged, viewport);
  await card.getByRole('button', { name: 'Start job' }).click();
  await cleaner.getByLabel('Start code').fill(startCode);
  await cleaner.getByRole('dialog').getByRole('button', { name: 'Start job' }).click();
  await card.getByRole('button', { name: 'Complete job' }).click();
  const dialog = cleaner.getByRole('dialog');
  await expect(dialog.getByText(`How did the customer pay ${amount}.00?`)).toBeVisible();
  // The checklist comes in after the payment question: `.all()` before it would tick nothing.
  const dones = dialog.getByRole('radio', { name: 'Done', exact: true });
  await expect(dones.first()).toBeVisible();
  for (const done of await dones.all()) await done.check();
  await dialog.getByLabel(`Cash ${amount}.00 received`).check();

  // Meanwhile the customer pays online from My Bookings (order, checkout, verify).
  const order = (
    await (
      await request.post('/api/payment/create-order', {
        headers: customer,
        data: { bookingId: booking._id, method: 'razorpay_upi' },
      })
    ).json()
  ).data;
  const paid = (
    await (
      await request.post('/api/payment/sandbox/checkout', {
        headers: customer,
        data: { orderId: order.orderId, method: 'upi', emitWebhooks: false },
      })
    ).json()
  ).data;
  const verified = await request.post('/api/payment/verify', {
    headers: customer,
    data: {
      razorpayOrderId: paid.razorpayOrderId,
      razorpayPaymentId: paid.razorpayPaymentId,
      razorpaySignature: paid.razorpaySignature,
    },
  });
  expect(verified.status()).toBe(200);

  // The cash is refused: Complete says the job was paid online and no longer asks how.
  await dialog.getByRole('button', { name: 'Complete job' }).click();
  const status = dialog.getByRole('status').filter({ hasText: 'Paid online' });
  await expect(status).toContainText('This booking is already paid online: there is nothing to collect.');
  // Complete sits at the dialog's foot on a phone: the note at its top is scrolled into view.
  await expect(status).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByText(`How did the customer pay ${amount}.00?`)).toHaveCount(0);
  await cleaner.screenshot({ path: 'test-results/pay-after-service-paid-online-390.png', fullPage: true });
  expect(await cleaner.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await dialog.getByRole('button', { name: 'Complete job' }).click();
  await expect(dialog).toHaveCount(0);
  const after = (await (await request.get(`/api/bookings/${booking._id}`, { headers: customer })).json()).data
    .booking;
  expect(after).toMatchObject({ status: 'completed', paymentStatus: 'paid', paymentMethod: 'razorpay_upi' });
});
