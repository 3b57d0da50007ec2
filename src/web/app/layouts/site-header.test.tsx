import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { getSession, setSession } from '../../lib/auth-store';
import { logIn, logOut, mockApi, renderWithApp } from '../../test/test-support';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

describe('the signed-in menu', () => {
  it('gives a customer My Bookings on the desktop header and in the phone drawer', async () => {
    mockApi();
    logIn();
    renderWithApp(<SiteHeader />);
    const desktop = screen.getByRole('link', { name: 'My Bookings' });
    expect(desktop.getAttribute('href')).toBe(paths.myBookings);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    // The open drawer is modal: the page behind it leaves the accessibility tree.
    const drawer = await screen.findByRole('dialog');
    const inDrawer = within(drawer).getByRole('link', { name: 'My Bookings' });
    expect(inDrawer.getAttribute('href')).toBe(paths.myBookings);
  });

  it('gives staff no My Bookings (they book nothing)', () => {
    mockApi();
    logIn();
    setSession('test-token', { ...getSession()!.user, role: 'cleaner' }, true);
    renderWithApp(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'My Bookings' })).toBeNull();
  });

  it('shows no My Bookings to a guest', () => {
    mockApi();
    renderWithApp(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'My Bookings' })).toBeNull();
  });
});
