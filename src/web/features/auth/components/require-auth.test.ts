import { afterEach, describe, expect, it } from 'vitest';
import type { Role, UserDto } from '../../../../shared/api';
import { clearSession, setSession } from '../../../lib/auth-store';
import { guardRedirect, homeForRole, type GuardRole } from './require-auth';

const user = (role: Role): UserDto => ({
  _id: 'u1',
  id: 'u1',
  name: 'Priya',
  email: 'priya@example.com',
  phone: '9876543210',
  phoneNumber: '9876543210',
  role,
  isActive: true,
  mustChangePassword: false,
  pendingEmail: null,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const run = (role: GuardRole | undefined, url: string) => {
  const { pathname, search } = new URL(url);
  return guardRedirect(role, pathname + search);
};

afterEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
});

describe('guardRedirect', () => {
  it('sends a guest to /login in place of the guarded page, and remembers where they were going', () => {
    const res = run(undefined, 'http://localhost/booking?service=office-cleaning');
    expect(res).toBe('/login');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/booking?service=office-cleaning');
  });

  it('sends someone who just logged out home', () => {
    setSession('t', user('client'), true);
    clearSession({ byUser: true });
    expect(run(undefined, 'http://localhost/booking')).toBe('/');
  });

  it('lets the right role through and sends another role to its own home', () => {
    setSession('t', user('client'), true);
    expect(run(undefined, 'http://localhost/booking')).toBeNull();
    expect(run('client', 'http://localhost/profile')).toBeNull();
    expect(run('admin', 'http://localhost/adminDashboard')).toBe('/profile');
  });

  it('lets the owner and every staff role into the console, and nobody else', () => {
    for (const role of ['admin', 'city_manager', 'dispatcher', 'support', 'finance'] as const) {
      setSession('t', user(role), true);
      expect(run('staff', 'http://localhost/adminDashboard/bookings'), role).toBeNull();
      expect(homeForRole[role]).toBe('/adminDashboard');
    }
    setSession('t', user('cleaner'), true);
    expect(run('staff', 'http://localhost/adminDashboard')).toBe('/cleanerDashboard');
    setSession('t', user('client'), true);
    expect(run('staff', 'http://localhost/adminDashboard')).toBe('/profile');
  });
});
