import { useQuery } from '@tanstack/react-query';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import type { ComplaintStatus } from '../../../../shared/domain/complaint-rules';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/complaints?status. */
export const getComplaints = (status?: ComplaintStatus) =>
  api
    .get<{ data: { complaints: ComplaintDto[] } }>(
      `/api/admin/complaints${status ? `?status=${status}` : ''}`,
    )
    .then((r) => r.data.complaints);

export const useComplaints = (status?: ComplaintStatus) =>
  useQuery({ queryKey: adminKeys.complaints(status), queryFn: () => getComplaints(status) });

/** GET /api/bookings/:id/complaints (the booking's page). */
export const useBookingComplaints = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.bookingComplaints(bookingId),
    queryFn: () =>
      api
        .get<{ data: { complaints: ComplaintDto[] } }>(`/api/bookings/${bookingId}/complaints`)
        .then((r) => r.data.complaints),
  });
