import { api } from '../../../lib/api-client';

// The free times are the customer's own query (after-visit): one key, one fetcher for both dialogs.
export { useRecleanSlots } from '../../after-visit/api/complaints';

/** POST /api/complaints/:id/reclean: books the free re-clean at an offered time for the customer (409 when taken). */
export const bookReclean = (input: { complaintId: string; scheduledDate: string; scheduledTime: string }) =>
  api
    .post<{ data: { booking: { _id: string } } }>(`/api/complaints/${input.complaintId}/reclean`, {
      scheduledDate: input.scheduledDate,
      scheduledTime: input.scheduledTime,
    })
    .then((r) => r.data.booking);
