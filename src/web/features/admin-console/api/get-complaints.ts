import { useQuery } from '@tanstack/react-query';
import { complaintsListSchema } from '../../../../shared/api-after-visit';
import type { ComplaintStatus } from '../../../../shared/domain/complaint-rules';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/complaints?status. */
export const getComplaints = (status?: ComplaintStatus) =>
  api
    .getParsed(`/api/admin/complaints${status ? `?status=${status}` : ''}`, complaintsListSchema)
    .then((d) => d.complaints);

export const useComplaints = (status?: ComplaintStatus) =>
  useQuery({ queryKey: adminKeys.complaints(status), queryFn: () => getComplaints(status) });

/** GET /api/bookings/:id/complaints (the booking's page). */
export const useBookingComplaints = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.bookingComplaints(bookingId),
    queryFn: () =>
      api.getParsed(`/api/bookings/${bookingId}/complaints`, complaintsListSchema).then((d) => d.complaints),
  });
