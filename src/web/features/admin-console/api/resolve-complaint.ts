import type { ResolveComplaintInput } from '../../../../shared/schemas/complaints';
import { api } from '../../../lib/api-client';

/** POST /api/admin/complaints/:id/resolve: a free re-clean, a refund, or close with a note. */
export const resolveComplaint = ({ id, ...input }: ResolveComplaintInput & { id: string }) =>
  api.post(`/api/admin/complaints/${id}/resolve`, input);
