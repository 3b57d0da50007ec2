import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSession } from '../../lib/auth-store';
import { bookingPath, paths, serviceRoutes } from '../../lib/paths';
import { session, sessionKeys } from '../../lib/storage';

/**
 * Booking intent: resolve a service id or name (case-insensitive; dashes as spaces) to its slug.
 * Returns null, with a console warning, when nothing matches.
 */
export function resolveServiceSlug(serviceIdOrName: string): string | null {
  const wanted = serviceIdOrName.trim().toLowerCase();
  const asName = wanted.replace(/-/g, ' ');
  const match = serviceRoutes.find(
    (r) =>
      r.serviceId === wanted || r.name.toLowerCase() === asName || r.serviceId.replace(/-/g, ' ') === asName,
  );
  if (!match) {
    console.warn(`No service route matches "${serviceIdOrName}"`);
    return null;
  }
  return match.serviceId;
}

/**
 * Logged in: /booking?service={id} (&package={name} from a package card). Guest: remember the service (and
 * package) and the /booking redirect, go to /login.
 */
export function useStartBooking() {
  const navigate = useNavigate();
  return useCallback(
    (serviceIdOrName: string, packageName?: string) => {
      const slug = resolveServiceSlug(serviceIdOrName);
      if (!slug) return;
      if (getSession()) {
        navigate(bookingPath(slug, packageName));
        return;
      }
      session.set(sessionKeys.intendedBookingService, slug);
      if (packageName) session.set(sessionKeys.intendedBookingPackage, packageName);
      else session.remove(sessionKeys.intendedBookingPackage);
      session.set(sessionKeys.redirectAfterAuth, paths.booking);
      navigate(paths.login);
    },
    [navigate],
  );
}

/**
 * After login, first rule: a stored booking intent wins. Returns where to go (and forgets the
 * intent), or null when there is none.
 */
export function takeBookingIntentRedirect(): string | null {
  const service = session.get(sessionKeys.intendedBookingService);
  const pkg = session.get(sessionKeys.intendedBookingPackage);
  const redirect = session.get(sessionKeys.redirectAfterAuth);
  if (!service && !redirect) return null;
  session.remove(sessionKeys.intendedBookingService);
  session.remove(sessionKeys.intendedBookingPackage);
  session.remove(sessionKeys.redirectAfterAuth);
  if (service)
    return `${redirect ?? paths.booking}?service=${encodeURIComponent(service)}${
      pkg ? `&package=${encodeURIComponent(pkg)}` : ''
    }`;
  return redirect;
}
