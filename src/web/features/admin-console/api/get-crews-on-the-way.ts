import { useQuery } from '@tanstack/react-query';
import { LIVE_LOCATION_SEND_MS } from '../../../../shared/domain/geo';
import type { AttendanceDto, CrewOnTheWayDto } from '../../../../shared/location';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/crews-on-the-way: every crew on the way now, polled at the pace phones send. */
export const useCrewsOnTheWay = () =>
  useQuery({
    queryKey: adminKeys.crewsOnTheWay(),
    queryFn: () =>
      api
        .get<{ data: { crews: CrewOnTheWayDto[] } }>('/api/admin/crews-on-the-way')
        .then((r) => r.data.crews),
    refetchInterval: LIVE_LOCATION_SEND_MS,
  });

/** GET /api/admin/bookings/:id/attendance: the phone's position at start and completion. */
export const useAttendance = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.attendance(bookingId),
    queryFn: () =>
      api
        .get<{ data: { attendance: AttendanceDto[] } }>(`/api/admin/bookings/${bookingId}/attendance`)
        .then((r) => r.data.attendance),
  });
