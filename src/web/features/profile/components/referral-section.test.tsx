import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReferralDto } from '../../../../shared/api-referrals';
import { activateLanguage } from '../../../i18n/i18n';
import { logIn, logOut, mockApi, renderWithApp } from '../../../test/test-support';
import { ReferralSection } from './referral-section';

afterEach(async () => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

const referral: MyReferralDto = {
  code: 'K7PQ3MZX',
  link: 'https://chamak.example/signup?ref=K7PQ3MZX',
  referrerRewardRupees: 200,
  refereeRewardRupees: 150,
  counts: { pending: 1, rewarded: 2, refused: 0 },
};

function show() {
  logIn();
  mockApi({ 'GET /api/users/referral': () => ({ body: { status: 'success', data: referral } }) });
  renderWithApp(<ReferralSection />);
}

describe('the profile’s Refer a friend', () => {
  it('shows the code, the link, the rewards in words and copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    expect((await screen.findByTestId('referral-code')).textContent).toBe('K7PQ3MZX');
    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe(referral.link);
    expect(screen.getByTestId('referral-reward').textContent).toContain('they get ₹150 and you get ₹200');
    expect(screen.getByText(/Friends rewarded: 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(referral.link));
  });

  it('speaks Hindi', async () => {
    await act(() => activateLanguage('hi'));
    show();
    expect(await screen.findByRole('heading', { name: 'दोस्त को बुलाएँ' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'लिंक कॉपी करें' })).toBeTruthy();
  });
});
