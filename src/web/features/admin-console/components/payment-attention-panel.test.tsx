import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentAttentionDto } from '../../../../shared/api-payment-attention';
import { mockApi, renderWithApp } from '../../../test/test-support';
import { PaymentAttentionPanel } from './payment-attention-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const empty: PaymentAttentionDto = { disputes: [], refunds: [], waitingPayments: [] };

const some: PaymentAttentionDto = {
  disputes: [
    {
      id: 'd1',
      providerDisputeId: 'disp_AbC123',
      bookingId: 'b-dispute',
      customerName: 'Nisha Kapoor',
      amountPaise: 149_900,
      amountDeductedPaise: 0,
      reasonCode: 'chargeback_not_received',
      status: 'under_review',
      phase: 'pre_arbitration',
      respondBy: '2026-11-30T06:30:00.000Z',
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  refunds: [
    {
      id: 'r1',
      bookingId: 'b-refund',
      amountPaise: 50_000,
      status: 'failed',
      attempts: 3,
      failureReason: 'Bank account closed',
      updatedAt: '2026-11-25T12:00:00.000Z',
    },
    {
      id: 'r2',
      bookingId: 'b-retry',
      amountPaise: 20_000,
      status: 'requested',
      attempts: 1,
      failureReason: null,
      updatedAt: '2026-11-24T08:00:00.000Z',
    },
  ],
  waitingPayments: [
    {
      id: 'p1',
      bookingId: 'b-waiting',
      orderId: 'order_X1',
      paymentId: 'pay_X1',
      amountPaise: 99_900,
      updatedAt: '2026-11-25T11:00:00.000Z',
    },
  ],
};

function show(data: PaymentAttentionDto) {
  mockApi({
    'GET /api/admin/payments/attention': () => ({ body: { status: 'success', data } }),
  });
  renderWithApp(<PaymentAttentionPanel />);
}

describe('the payments Needs attention panel', () => {
  it('lists each dispute, refund and waiting payment in words, newest first, linking to its booking', async () => {
    show(some);
    const table = await screen.findByRole('table', { name: 'Payments that need attention' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Refund failed',
      'Payment waiting for capture',
      'Dispute · Nisha Kapoor',
      'Refund retrying',
    ]);

    const [failed, waiting, dispute, retrying] = rows;
    expect(failed.textContent).toContain('₹500');
    expect(failed.textContent).toContain('3 attempts · Bank account closed');
    expect(waiting.textContent).toContain('Authorized, not received');
    expect(dispute.textContent).toContain('₹1,499');
    expect(dispute.textContent).toContain('Under review · Pre-arbitration');
    expect(dispute.textContent).toContain('Reason: Chargeback not received');
    expect(dispute.textContent).toContain('Respond by Mon, 30 Nov 2026, 12:00 PM');
    expect(retrying.textContent).toContain('Requested');
    expect(retrying.textContent).toContain('1 attempt');

    const text = table.textContent ?? '';
    for (const raw of ['under_review', 'pre_arbitration', 'chargeback_not_received', 'disp_', 'order_'])
      expect(text).not.toContain(raw);

    expect(within(dispute).getByRole('link', { name: 'Open booking' }).getAttribute('href')).toBe(
      '/adminDashboard/bookings/b-dispute',
    );
    expect(within(failed).getByRole('link', { name: 'Open booking' }).getAttribute('href')).toBe(
      '/adminDashboard/bookings/b-refund',
    );
  });

  it('says when nothing needs attention', async () => {
    show(empty);
    expect(
      await screen.findByText('No disputes, failed refunds or payments waiting for capture.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
