import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiLogin, demo, firstOpenSlot, pageSignedInAs } from './support/consoles';

/**
 * Issue 35 part 4: a weekly plan is assigned as one. The admin assigns one visit with "Also the later
 * visits of this plan" ticked; every later visit gets the same cleaner where free, and the rest are named.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test('the admin gives a weekly plan to one cleaner at 1280 px', async ({ browser, request }) => {
  const account = { name: 'Nisha Arora', email: uniqueEmail('plan'), password: 'Sitar-Lamp-123' };
  const signup = await request.post('/api/auth/register', { data: { ...account, phone: '9876543210' } });
  expect(signup.status()).toBe(201);
  const customer = { authorization: `Bearer ${(await signup.json()).token}` };
  const service = (await (await request.get('/api/services/bathroom-cleaning')).json()).data.service;
  const pkg = service.packages.find((p: { name: string }) => p.name === 'Normal');
  const slot = await firstOpenSlot(request, service._id, pkg._id, 16);
  const made = await request.post('/api/bookings', {
    headers: customer,
    data: {
      serviceId: service._id,
      packageId: pkg._id,
      address: {
        line1: '12 Sudama Nagar',
        line2: '',
        city: 'Indore',
        state: 'Madhya Pradesh',
        pincode: '452009',
      },
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      frequency: 'weekly',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const first = (await made.json()).data.booking;
  const chosen = await request.post('/api/bookings/complete-payment', {
    headers: customer,
    data: { bookingId: first._id, paymentMethod: 'pay_after_service' },
  });
  expect(chosen.status()).toBe(200);

  const admin = await pageSignedInAs(browser, baseURL, demo.admin, { width: 1280, height: 900 });
  // The plan's first visit: its later visits are the rest of the plan.
  await admin.goto(`/adminDashboard/bookings/${first._id}`);
  await admin.getByRole('button', { name: /^(Assign cleaner|Reassign)$/ }).click();
  const dialog = admin.getByRole('dialog');
  const wholePlan = dialog.getByRole('checkbox', { name: 'Also the later visits of this plan' });
  await expect(wholePlan).toBeChecked();
  // The crew the visit already holds is preselected; pick one if a parallel journey took it.
  const picked = dialog.getByRole('radio', { checked: true });
  if (!(await picked.count())) await dialog.getByRole('radio').first().check();
  const name = (
    await dialog.locator('label', { has: admin.getByRole('radio', { checked: true }) }).innerText()
  )
    .split('\n')[0]
    .trim();
  await admin.screenshot({ path: 'test-results/assign-plan-1280.png' });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText(/^Plan (partly )?assigned$/)).toBeVisible();
  await expect(admin.getByText(new RegExp(`${name} will do \\d+ visits? of this plan`))).toBeVisible();

  // Every visit of the plan is now either that cleaner's or was named in the toast as not assigned.
  const adminAuth = {
    authorization: `Bearer ${(await apiLogin(request, demo.admin.email, demo.admin.password)).token}`,
  };
  const visits = (
    await (
      await request.get(`/api/admin/bookings?search=${encodeURIComponent(account.email)}&size=50`, {
        headers: adminAuth,
      })
    ).json()
  ).data.items as { status: string; cleaner: { name: string } | null }[];
  expect(visits.length).toBeGreaterThan(1);
  const his = visits.filter((v) => v.status === 'assigned' && v.cleaner?.name === name);
  expect(his.length).toBeGreaterThan(0);
});
