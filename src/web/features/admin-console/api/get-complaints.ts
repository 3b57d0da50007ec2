import { useQuery } from '@tanstack/react-query';
import { complaintsListSchema } from '../../../../shared/api-after-visit';
import type { ComplaintStatus } from '../../../../shared/domain/complaint-rules';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/complaints?status. */
export const getComplaints = (status?: ComplaintStatus) =>
  parsedApi
    .get(`/api/admin/complaints${status ? `?status=${status}` : ''}`, complaintsListSchema)
    .then((d) => d.complaints);

export const useComplaints = (status?: ComplaintStatus) =>
  useQuery({ queryKey: adminKeys.complaints(status), queryFn: () => getComplaints(status) });

/** GET /api/bookings/:id/complaints (the booking's page). */
export const useBookingComplaints = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.bookingComplaints(bookingId),
    queryFn: () =>
      parsedApi.get(`/api/bookings/${bookingId}/complaints`, complaintsListSchema).then((d) => d.complaints),
  });
