import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserDto } from '../../../../shared/api';
import { paths } from '../../../lib/paths';
import { session, sessionKeys } from '../../../lib/storage';
import { showToast } from '../../../components/ui/toast';
import { takeBookingIntentRedirect } from '../../../components/booking-intent/booking-intent';
import { homeForRole } from '../components/require-auth';
import { completePendingBooking, getPendingBooking } from '../api/auth-api';

/**
 * After login or signup, in order: a stored booking intent; else a pending booking,
 * completed and shown on /booking-Confirmed; else the stored redirect, the page the user came from,
 * or their home (/profile for customers, their dashboard for staff).
 */
export function useAfterAuth() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (user: UserDto) => {
      const intent = takeBookingIntentRedirect();
      if (intent) return navigate(intent, { replace: true });
      if (user.role === 'client') {
        const pending = await getPendingBooking().catch(() => null);
        if (pending) {
          try {
            const booking = await completePendingBooking();
            return navigate(paths.bookingConfirmedAlt, { replace: true, state: { booking } });
          } catch {
            showToast('error', 'Booking completion failed', 'Please book again from the booking page.');
          }
        }
      }
      const stored = session.get(sessionKeys.redirectAfterLogin);
      session.remove(sessionKeys.redirectAfterLogin);
      const from = (location.state as { from?: string } | null)?.from;
      const fallback = homeForRole[user.role] ?? paths.home;
      const target = stored || from;
      // Staff have no customer pages: send them home unless they came from one of their own, or from a
      // short link of an SMS (a cleaner's job address), which opens for its owner whatever the role.
      const allowed =
        target && (user.role === 'client' || target.startsWith(fallback) || target.startsWith('/r/'));
      navigate(allowed ? target : fallback, { replace: true });
    },
    [navigate, location.state],
  );
}
