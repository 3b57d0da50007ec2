import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../../../shared/api';
import { serverMessages } from '../../../../shared/texts';
import { logIn, logOut, mockApi, renderWithApp } from '../../../test/test-support';
import { SettingsTab } from './settings-tab';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

const me: UserDto = {
  _id: 'u1',
  id: 'u1',
  name: 'Demo Customer',
  email: 'demo@chamak.in',
  phone: '9876543210',
  phoneNumber: '9876543210',
  role: 'client',
  isActive: true,
  mustChangePassword: false,
  pendingEmail: null,
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const passwordLabel = 'Current Password (needed to change your email)';

function renderTab(user: UserDto, editing = true) {
  logIn();
  renderWithApp(
    <SettingsTab user={user} editing={editing} setEditing={() => undefined} onLogout={() => undefined} />,
  );
  return userEvent.setup();
}

describe('the email field of the profile', () => {
  it('asks for the current password only once the email differs, and sends it', async () => {
    const { calls } = mockApi({
      'PUT /api/users/profile': () => ({
        body: {
          status: 'success',
          data: { user: { ...me, pendingEmail: 'new@chamak.in' } },
          message: serverMessages.emailChangePending,
        },
      }),
    });
    const user = renderTab(me);
    expect(screen.queryByLabelText(passwordLabel)).toBeNull();
    // The notification settings below have an 'Email' switch too.
    const email = screen.getAllByLabelText('Email').find((el) => el.getAttribute('type') === 'email')!;
    await user.clear(email);
    await user.type(email, 'new@chamak.in');
    expect(screen.getByLabelText(passwordLabel)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(serverMessages.currentPasswordForEmail)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText(passwordLabel), 'Sitar-Lamp-123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      email: 'new@chamak.in',
      currentPassword: 'Sitar-Lamp-123',
    });
  });

  it('sends no password when only the name changes', async () => {
    const { calls } = mockApi({
      'PUT /api/users/profile': () => ({ body: { status: 'success', data: { user: me } } }),
    });
    const user = renderTab(me);
    await user.type(screen.getByLabelText('Full Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('currentPassword');
  });

  it("shows 'check your new inbox' while a new email waits for its confirmation", () => {
    mockApi();
    renderTab({ ...me, pendingEmail: 'new@chamak.in' }, false);
    const status = screen.getByText('Check your new inbox').parentElement!;
    expect(status.textContent).toContain('new@chamak.in');
    expect(status.textContent).toContain('demo@chamak.in');
  });
});
