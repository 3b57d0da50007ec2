import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('redeeming a gift voucher', () => {
  it('sends the code as typed, says what was added and reads the balance again', async () => {
    logIn();
    let balancePaise = 0;
    const { calls } = mockApi({
      'GET /api/users/credits': () => ({
        body: { status: 'success', data: { balancePaise, entries: [] } },
      }),
      'POST /api/gift-vouchers/redeem': () => {
        balancePaise = 150_000;
        return {
          body: {
            status: 'success',
            data: { amountPaise: 150_000, balancePaise, creditsExpireAt: '2027-12-01T03:30:00.000Z' },
          },
        };
      },
    });
    renderWithApp(<CreditsSection />);
    expect((await screen.findByTestId('credits-balance')).textContent).toBe('₹0');
    const field = screen.getByLabelText('Voucher code');
    expect(field.getAttribute('translate')).toBe('no');
    fireEvent.change(field, { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByTestId('voucher-redeemed')).textContent).toBe(
      '₹1,500 added to your credits. New balance: ₹1,500.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('₹1,500'));
  });

  it('shows a refusal in Hindi', async () => {
    await activateLanguage('hi');
    logIn();
    mockApi({
      'GET /api/users/credits': () => ({
        body: { status: 'success', data: { balancePaise: 0, entries: [] } },
      }),
      'POST /api/gift-vouchers/redeem': () => ({
        status: 409,
        body: { status: 'error', code: 'CONFLICT', message: 'This voucher has already been redeemed.' },
      }),
    });
    renderWithApp(<CreditsSection />);
    fireEvent.change(await screen.findByLabelText('वाउचर कोड'), { target: { value: 'ABCD-EFGH-JKMN-PQRS' } });
    fireEvent.click(screen.getByRole('button', { name: 'रिडीम करें' }));
    expect(await screen.findByText('यह वाउचर पहले ही रिडीम हो चुका है।')).toBeTruthy();
  });
});
