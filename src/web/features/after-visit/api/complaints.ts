import { useQuery } from '@tanstack/react-query';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import type { CreateComplaintInput } from '../../../../shared/schemas/complaints';
import { api } from '../../../lib/api-client';

export const myComplaintsKey = ['complaints', 'mine'] as const;

/** GET /api/complaints: the signed-in customer's complaints (one per visit at most). */
export const getMyComplaints = () =>
  api.get<{ data: { complaints: ComplaintDto[] } }>('/api/complaints').then((r) => r.data.complaints);

export const useMyComplaints = (enabled = true) =>
  useQuery({ queryKey: myComplaintsKey, queryFn: getMyComplaints, staleTime: 10_000, enabled });

/** POST /api/bookings/:id/complaints. */
export const fileComplaint = (bookingId: string, input: CreateComplaintInput) =>
  api.post<{ data: { complaint: ComplaintDto } }>(`/api/bookings/${bookingId}/complaints`, input);

/** GET /api/complaints/:id/reclean-slots?date: free times for the offered re-clean. */
export const getRecleanSlots = (complaintId: string, date: string) =>
  api
    .get<{ data: { slots: AvailabilitySlot[] } }>(`/api/complaints/${complaintId}/reclean-slots?date=${date}`)
    .then((r) => r.data.slots);

/** POST /api/complaints/:id/reclean: books the free re-clean at the chosen time. */
export const bookReclean = (complaintId: string, scheduledDate: string, scheduledTime: string) =>
  api.post(`/api/complaints/${complaintId}/reclean`, { scheduledDate, scheduledTime });
