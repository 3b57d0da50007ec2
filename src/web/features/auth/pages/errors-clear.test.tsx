import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/test-support';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('errors leave as soon as the field is valid', () => {
  it('on the login form (react-hook-form revalidates each change after a submit)', async () => {
    mockApi();
    renderWithApp(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Login In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    await waitFor(() => expect(screen.queryByText('Email is required')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('on the new-password form (react-hook-form too), one problem at a time until none is left', async () => {
    mockApi();
    const router = createMemoryRouter([{ path: '/reset-password', element: <ResetPasswordPage /> }], {
      initialEntries: ['/reset-password?token=t1'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Chamak-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'Chamak-2026!' } });
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
