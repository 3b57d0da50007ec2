import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintAnswerSchema, complaintsListSchema } from '../../../../shared/api-after-visit';
import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import type { CreateComplaintInput } from '../../../../shared/schemas/complaints';
import { api } from '../../../lib/api-client';
import { afterVisitKeys } from './after-visit-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/complaints: the signed-in customer's complaints (one per visit at most). */
export const getMyComplaints = () =>
  parsedApi.get('/api/complaints', complaintsListSchema).then((d) => d.complaints);

export const useMyComplaints = (enabled = true) =>
  useQuery({ queryKey: afterVisitKeys.myComplaints(), queryFn: getMyComplaints, staleTime: 10_000, enabled });

/** POST /api/bookings/:id/complaints. */
export const fileComplaint = (bookingId: string, input: CreateComplaintInput) =>
  parsedApi.post(`/api/bookings/${bookingId}/complaints`, input, complaintAnswerSchema);

/** GET /api/complaints/:id/reclean-slots?date: free times for the offered re-clean. */
export const getRecleanSlots = (complaintId: string, date: string) =>
  api
    .get<{ data: { slots: AvailabilitySlot[] } }>(`/api/complaints/${complaintId}/reclean-slots?date=${date}`)
    .then((r) => r.data.slots);

export const recleanSlotsQueryOptions = (complaintId: string, date: string) =>
  queryOptions({
    queryKey: afterVisitKeys.recleanSlots(complaintId, date),
    queryFn: () => getRecleanSlots(complaintId, date),
  });

/** The free times for the re-clean on `date`, for the customer's dialog and the admin's. */
export const useRecleanSlots = (complaintId: string, date: string, enabled: boolean) =>
  useQuery({ ...recleanSlotsQueryOptions(complaintId, date), enabled });

/** POST /api/complaints/:id/reclean: books the free re-clean at the chosen time. */
export const bookReclean = (complaintId: string, scheduledDate: string, scheduledTime: string) =>
  api.post(`/api/complaints/${complaintId}/reclean`, { scheduledDate, scheduledTime });
