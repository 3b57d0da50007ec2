import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditsDto } from '../../../../shared/api-credits';
import { activateLanguage } from '../../../i18n/i18n';
import { logIn, logOut, mockApi, renderWithApp } from '../../../test/test-support';
import { CreditsSection } from './credits-section';

afterEach(async () => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

const credits: CreditsDto = {
  balancePaise: 30050,
  entries: [
    {
      id: 'e2',
      amountPaise: -20000,
      reason: 'spent',
      reasonText: 'Used for a booking',
      note: null,
      bookingId: 'b1',
      expiresAt: null,
      createdAt: '2026-11-27T06:00:00.000Z',
    },
    {
      id: 'e1',
      amountPaise: 50050,
      reason: 'goodwill',
      reasonText: 'Goodwill from Chamak',
      note: 'The crew came an hour late',
      bookingId: null,
      expiresAt: '2027-03-31T18:29:59.000Z',
      createdAt: '2026-11-26T06:00:00.000Z',
    },
  ],
};

function show() {
  logIn();
  mockApi({ 'GET /api/users/credits': () => ({ body: { status: 'success', data: credits } }) });
  renderWithApp(<CreditsSection />);
}

describe('the profile’s credits', () => {
  it('shows the balance and each entry with its reason in words, amount and expiry', async () => {
    show();
    expect((await screen.findByTestId('credits-balance')).textContent).toBe('₹300.50');
    expect(screen.getByText('Goodwill from Chamak')).toBeTruthy();
    expect(screen.getByText('The crew came an hour late')).toBeTruthy();
    expect(screen.getByText('+₹500.50')).toBeTruthy();
    expect(screen.getByText('Used for a booking')).toBeTruthy();
    expect(screen.getByText('−₹200')).toBeTruthy();
    expect(screen.getByText(/expires Wed, 31 Mar 2027/)).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    await activateLanguage('hi');
    show();
    expect(await screen.findByText('क्रेडिट')).toBeTruthy();
    expect(await screen.findByText('चमक की ओर से सद्भावना')).toBeTruthy();
    expect(screen.getByText('बुकिंग में इस्तेमाल')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    logIn();
    mockApi({
      'GET /api/users/credits': () => ({
        body: { status: 'success', data: { balancePaise: 0, entries: [] } },
      }),
    });
    renderWithApp(<CreditsSection />);
    expect(await screen.findByText('No credits yet.')).toBeTruthy();
    expect(screen.getByTestId('credits-balance').textContent).toBe('₹0');
  });
});
