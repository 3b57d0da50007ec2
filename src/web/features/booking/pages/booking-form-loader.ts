import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../../lib/auth-store';
import { servicesQueryOptions } from '../../catalogue/api/get-services';

/**
 * /booking's route loader: the catalogue downloads beside the page's code, and the form first renders with
 * its services in place rather than growing under the reader as they arrive. A guest is on the way to
 * /login (the guard's loader), so nothing is fetched for them. A failed fetch still opens the page, which
 * shows its loading state and asks again.
 */
export function bookingFormLoader(queryClient: QueryClient) {
  return async () => {
    if (getSession()) await queryClient.ensureQueryData(servicesQueryOptions).catch(() => undefined);
    return null;
  };
}
