import { useQuery } from '@tanstack/react-query';
import { LIVE_LOCATION_SEND_MS } from '../../../../shared/domain/geo';
import { bookingAttendanceSchema, crewsOnTheWaySchema } from '../../../../shared/location';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/crews-on-the-way: every crew on the way now, polled at the pace phones send. */
export const useCrewsOnTheWay = () =>
  useQuery({
    queryKey: adminKeys.crewsOnTheWay(),
    queryFn: () => parsedApi.get('/api/admin/crews-on-the-way', crewsOnTheWaySchema).then((d) => d.crews),
    refetchInterval: LIVE_LOCATION_SEND_MS,
  });

/** GET /api/admin/bookings/:id/attendance: the phone's position at start and completion. */
export const useAttendance = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.attendance(bookingId),
    queryFn: () =>
      parsedApi
        .get(`/api/admin/bookings/${bookingId}/attendance`, bookingAttendanceSchema)
        .then((d) => d.attendance),
  });
