import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSecondFactorSetup, setSession } from '../../../lib/auth-store';
import { demoUser, logOut, mockApi } from '../../../test/test-support';
import { RequireAuth } from './require-auth';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

function openConsole() {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth role="staff" />,
        children: [{ path: '/adminDashboard', element: <h1>The console</h1> }],
      },
    ],
    { initialEntries: ['/adminDashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const status = (enabled: boolean) => () => ({
  body: {
    status: 'success',
    data: { enabled, pending: false, recoveryCodesLeft: enabled ? 10 : 0, required: true },
  },
});

describe('a staff account that must set up two-step sign-in (STAFF_SECOND_FACTOR=required)', () => {
  it('sees only the setup until it is on, then the console', async () => {
    mockApi({
      'GET /api/auth/second-factor': status(false),
      'POST /api/auth/second-factor/totp/setup': () => ({
        body: {
          status: 'success',
          data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Chamak:a?secret=JBSWY3DPEHPK3PXP' },
        },
      }),
      'POST /api/auth/second-factor/totp/confirm': () => ({
        body: { status: 'success', data: { recoveryCodes: ['abcde-fghij'] } },
      }),
    });
    setSession('staff-token', { ...demoUser, role: 'dispatcher' }, true);
    markSecondFactorSetup(true);
    openConsole();
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in', level: 1 })).toBeTruthy();
    expect(screen.queryByText('The console')).toBeNull();
    // The button waits for the status (it is disabled until then).
    expect(await screen.findByText('Two-step sign-in is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    fireEvent.change(screen.getByRole('textbox', { name: '6-digit code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('abcde-fghij')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('The console')).toBeTruthy();
  });

  it('leaves a customer alone even if the flag was set', async () => {
    mockApi({});
    setSession('client-token', demoUser, true);
    markSecondFactorSetup(true);
    const router = createMemoryRouter(
      [{ element: <RequireAuth />, children: [{ path: '/profile', element: <p>Profile</p> }] }],
      { initialEntries: ['/profile'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Profile')).toBeTruthy();
  });
});
