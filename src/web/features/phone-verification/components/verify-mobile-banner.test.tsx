import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../../../shared/api';
import { clearSession, setSession } from '../../../lib/auth-store';
import { mockApi } from '../../../test/test-support';
import { VerifyMobileBanner } from './verify-mobile-banner';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const customer = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'client',
};

function renderBanner(role = 'client') {
  setSession('token', { ...customer, role } as unknown as UserDto, false);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VerifyMobileBanner />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const status = (verified: boolean) => () => ({
  body: { status: 'success', data: { phone: '9876543210', verified, verifiedAt: null } },
});

describe('VerifyMobileBanner', () => {
  it('offers an unverified customer a code, shows the server’s reason for a wrong one, and goes once verified', async () => {
    const { calls } = mockApi({
      'GET /api/users/phone': status(false),
      'POST /api/users/phone/send-code': () => ({
        body: {
          status: 'success',
          data: { sentTo: '98XXXXXX10', expiresAt: '2030-01-01T00:10:00Z', resendAt: '2030-01-01T00:01:00Z' },
        },
      }),
      'POST /api/users/phone/verify': (init) =>
        JSON.parse(String(init.body)).code === '123456'
          ? { body: { status: 'success', data: { phone: '9876543210', verified: true, verifiedAt: null } } }
          : {
              status: 400,
              body: {
                status: 'error',
                code: 'PHONE_CODE_WRONG',
                message: 'That code is not right. Please check it and try again.',
              },
            },
    });
    const user = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Verify now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the code' });
    expect(dialog.textContent).toContain('98XXXXXX10');
    const input = screen.getByLabelText('6-digit code');
    await user.type(input, '12a34x5');
    expect((input as HTMLInputElement).value).toBe('12345');
    await user.type(input, '9');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Please check it and try again.',
    );
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your mobile' })).toBeNull());
    expect(calls.filter((c) => c.url === '/api/users/phone/verify').map((c) => c.body)).toEqual([
      { code: '123459' },
      { code: '123456' },
    ]);
  });

  it('shows nothing once the mobile is verified, and nothing to staff', async () => {
    const { calls } = mockApi({ 'GET /api/users/phone': status(true) });
    renderBanner();
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/users/phone')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Verify your mobile' })).toBeNull();
    cleanup();
    calls.length = 0;
    renderBanner('cleaner');
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/users/phone')).toHaveLength(0);
  });
});
