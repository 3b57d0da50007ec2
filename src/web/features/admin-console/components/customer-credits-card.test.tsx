import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCreditsDto } from '../../../../shared/api-credits';
import { setSession } from '../../../lib/auth-store';
import { demoUser, logOut, mockApi, renderWithApp } from '../../../test/test-support';
import { CustomerCreditsCard } from './customer-credits-card';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

const credits: AdminCreditsDto = {
  balancePaise: 300_00,
  goodwillLimitPaise: 5_000_00,
  entries: [
    {
      id: 'e2',
      amountPaise: -50_00,
      reason: 'expired',
      reasonText: 'Expired',
      note: null,
      bookingId: null,
      expiresAt: null,
      createdAt: '2026-11-28T06:00:00.000Z',
    },
    {
      id: 'e1',
      amountPaise: 350_00,
      reason: 'goodwill',
      reasonText: 'Goodwill from Chamak',
      note: 'Late crew',
      bookingId: null,
      expiresAt: '2026-12-28T06:00:00.000Z',
      createdAt: '2026-11-20T06:00:00.000Z',
    },
  ],
};

describe("a customer's credits in the console", () => {
  it('shows the balance and each entry with its reason, note and expiry', async () => {
    setSession('test-token', { ...demoUser, role: 'admin' }, true);
    mockApi({
      'GET /api/admin/customers/c1/credits': () => ({ body: { status: 'success', data: credits } }),
    });
    renderWithApp(<CustomerCreditsCard customerId="c1" />);
    expect(await screen.findByText('₹300')).toBeTruthy();
    expect(screen.getByText('Goodwill from Chamak')).toBeTruthy();
    expect(screen.getByText('Late crew')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText(/−₹50/)).toBeTruthy();
    expect(screen.getByText(/\+₹350/)).toBeTruthy();
  });

  it('says when the customer has no credits', async () => {
    setSession('test-token', { ...demoUser, role: 'support' }, true);
    mockApi({
      'GET /api/admin/customers/c1/credits': () => ({
        body: { status: 'success', data: { balancePaise: 0, goodwillLimitPaise: 500_00, entries: [] } },
      }),
    });
    renderWithApp(<CustomerCreditsCard customerId="c1" />);
    expect(await screen.findByText('No credits yet')).toBeTruthy();
  });
});
