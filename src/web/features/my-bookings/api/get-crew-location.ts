import { useQuery } from '@tanstack/react-query';
import { LIVE_LOCATION_SEND_MS } from '../../../../shared/domain/geo';
import { crewLocationDtoSchema } from '../../../../shared/location';
import { bookingKeys } from '../../../lib/booking-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/bookings/:id/location: where the crew on the way is, and how long until they arrive. */
export const getCrewLocation = (bookingId: string) =>
  parsedApi.get(`/api/bookings/${bookingId}/location`, crewLocationDtoSchema);

/** Polled at the pace the phone sends, while the page is open (paused in a background tab). */
export const useCrewLocation = (bookingId: string) =>
  useQuery({
    queryKey: bookingKeys.crewLocation(bookingId),
    queryFn: () => getCrewLocation(bookingId),
    refetchInterval: (query) => (query.state.data?.live === false ? false : LIVE_LOCATION_SEND_MS),
  });
