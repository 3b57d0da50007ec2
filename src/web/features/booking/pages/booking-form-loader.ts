import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../../lib/auth-store';
import { servicesQueryOptions } from '../../catalogue/api/get-services';

/**
 * /booking's data, loaded beside the page's code: the form first renders with its services in place
 * rather than growing under the reader as they arrive. A guest is on the way to /login, so nothing is
 * fetched for them. A failed fetch still opens the page, which shows its loading state and asks again.
 */
export async function loadBookingFormData(queryClient: QueryClient): Promise<void> {
  // fetchQuery, not ensureQueryData: a prerendered page's stale catalogue (build-time ids) is asked again.
  if (getSession()) await queryClient.fetchQuery(servicesQueryOptions).catch(() => undefined);
}
