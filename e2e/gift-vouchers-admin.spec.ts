import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { demo, pageSignedInAs } from './support/consoles';

/**
 * Gift vouchers in the admin console at 1280 px (decision 046): a customer's paid voucher is listed with its
 * recipient masked and no code; the owner refunds it with a reason and it shows as refunded.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('the owner opens Gift vouchers and refunds a paid voucher', async ({ browser, baseURL, request }) => {
  // A customer buys and pays a voucher (the sandbox's checkout, then verify).
  const email = uniqueEmail('gift-buyer');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Asha Buyer', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
  });
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const recipient = `Refund Friend ${Math.floor(Math.random() * 1_000_000)}`;
  const order = (
    await (
      await request.post('/api/gift-vouchers', {
        headers,
        data: { amountRupees: 1500, recipientName: recipient, recipientEmail: uniqueEmail('gift-friend') },
      })
    ).json()
  ).data;
  const checkout = (
    await (
      await request.post('/api/gift-vouchers/sandbox/checkout', {
        headers,
        data: { orderId: order.orderId, method: 'upi' },
      })
    ).json()
  ).data;
  const verified = await request.post('/api/gift-vouchers/verify', {
    headers,
    data: {
      razorpayOrderId: checkout.razorpayOrderId,
      razorpayPaymentId: checkout.razorpayPaymentId,
      razorpaySignature: checkout.razorpaySignature,
    },
  });
  expect(verified.ok()).toBe(true);

  const admin = await pageSignedInAs(browser, baseURL!, demo.admin);
  await admin.goto('/adminDashboard');
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Gift vouchers' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Gift vouchers' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: recipient });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('₹1,500');
  await expect(row).toContainText('Asha Buyer');
  // The recipient's address is masked.
  await expect(row).toContainText('g***@example.com');
  await expect(row).not.toContainText('gift-friend.');
  await admin.screenshot({ path: 'test-results/gift-vouchers-admin-1280.png' });

  await row.getByRole('button', { name: /^Refund/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund gift voucher' });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Give a reason of 3 to 200 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Buyer asked for the money back');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText('Voucher refunded', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Refunded');
  await expect(row).toContainText('Buyer asked for the money back');
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await admin.screenshot({ path: 'test-results/gift-vouchers-refunded-1280.png' });
  await admin.context().close();
});
