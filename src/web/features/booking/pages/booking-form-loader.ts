import { getSession } from '../../../lib/auth-store';
import { servicesResource } from '../../catalogue/api/get-services';

/**
 * /booking's data, loaded beside the page's code: the form first renders with its services in place
 * rather than growing under the reader as they arrive. A guest is on the way to /login, so nothing is
 * fetched for them. A failed fetch still opens the page, which shows its loading state and asks again.
 */
export async function loadBookingFormData(): Promise<void> {
  // A prerendered page's catalogue (build-time ids) is stale: ensure asks the API again.
  if (getSession()) await servicesResource.ensure().catch(() => undefined);
}
