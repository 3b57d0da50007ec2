import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentDto } from '../../../../shared/api-admin';
import { mockApi, renderWithApp } from '../../../test/test-support';
import { RefundDialog } from './refund-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment: AdminPaymentDto = {
  id: 'p1',
  bookingId: 'b1',
  bookingReference: 'CH-1',
  customerName: 'Asha',
  customerEmail: 'asha@example.com',
  provider: 'razorpay',
  orderId: 'order_1',
  paymentId: 'pay_1',
  amountPaise: 50_000,
  currency: 'INR',
  method: 'upi',
  status: 'captured',
  refundId: null,
  refundInFlight: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

/** The dialog as the payments list uses it: mounted closed, then opened on a payment. */
function Harness() {
  const [open, setOpen] = useState<AdminPaymentDto | null>(null);
  return (
    <>
      <button onClick={() => setOpen(payment)}>Open</button>
      <RefundDialog payment={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('the refund dialog', () => {
  it('refuses more than was paid, then refunds a part in paise', async () => {
    const api = mockApi({ 'POST /api/admin/payments/p1/refund': () => ({ body: { status: 'success' } }) });
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const amount = screen.getByLabelText('Amount in rupees (empty: the full amount)');
    await user.type(amount, '600');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter an amount up to ₹500')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ amountPaise: 20_000 }),
    );
  });

  it('refunds the whole payment when the amount is left empty', async () => {
    const api = mockApi({ 'POST /api/admin/payments/p1/refund': () => ({ body: { status: 'success' } }) });
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ amountPaise: 50_000 }),
    );
  });
});
