import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '../../../../shared/texts';
import { getSession } from '../../../lib/auth-store';
import { logIn, logOut, mockApi } from '../../../test/test-support';
import EmailConfirmPage from './email-confirm-page';
import EmailUndoPage from './email-undo-page';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

function open(path: string, page: ReactElement, at: string) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the pages an email change link opens', () => {
  it('confirms once with the token of the link and says so', async () => {
    const { calls } = mockApi({
      'POST /api/users/email/confirm': () => ({
        body: { status: 'success', message: serverMessages.emailChanged },
      }),
    });
    open('/email/confirm', <EmailConfirmPage />, '/email/confirm?token=abc%2Fdef');
    expect(await screen.findByText(serverMessages.emailChanged)).toBeTruthy();
    const posts = calls.filter((c) => c.url === '/api/users/email/confirm');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ token: 'abc/def' });
  });

  it('shows why a used or expired link does nothing', async () => {
    mockApi({
      'POST /api/users/email/confirm': () => ({
        status: 400,
        body: {
          status: 'error',
          code: 'EMAIL_CHANGE_INVALID',
          message: serverMessages.emailChangeLinkInvalid,
        },
      }),
    });
    open('/email/confirm', <EmailConfirmPage />, '/email/confirm?token=used');
    expect((await screen.findByRole('alert')).textContent).toContain(serverMessages.emailChangeLinkInvalid);
  });

  it('undoes, ends this browser’s session and offers a new password', async () => {
    logIn();
    mockApi({
      'POST /api/users/email/undo': () => ({
        body: { status: 'success', message: serverMessages.emailChangeUndone },
      }),
    });
    open('/email/undo', <EmailUndoPage />, '/email/undo?token=xyz');
    expect(await screen.findByText(serverMessages.emailChangeUndone)).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
