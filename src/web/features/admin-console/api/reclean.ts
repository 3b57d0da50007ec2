import { useQuery } from '@tanstack/react-query';
import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import { api } from '../../../lib/api-client';

/** GET /api/complaints/:id/reclean-slots?date: the times a crew is free for the offered re-clean. */
export const useRecleanSlots = (complaintId: string, date: string, enabled: boolean) =>
  useQuery({
    // Not under 'admin': an admin action refetches those, and this one answers 409 once the re-clean is booked.
    queryKey: ['reclean-slots', complaintId, date],
    queryFn: () =>
      api
        .get<{ data: { slots: AvailabilitySlot[] } }>(
          `/api/complaints/${complaintId}/reclean-slots?date=${date}`,
        )
        .then((r) => r.data.slots),
    enabled,
  });

/** POST /api/complaints/:id/reclean: books the free re-clean at an offered time for the customer (409 when taken). */
export const bookReclean = (input: { complaintId: string; scheduledDate: string; scheduledTime: string }) =>
  api
    .post<{ data: { booking: { _id: string } } }>(`/api/complaints/${input.complaintId}/reclean`, {
      scheduledDate: input.scheduledDate,
      scheduledTime: input.scheduledTime,
    })
    .then((r) => r.data.booking);
