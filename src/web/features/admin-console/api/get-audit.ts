import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEntrySchema, pagedSchema } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

const auditPage = pagedSchema(auditEntrySchema);

export interface AuditQuery {
  entityType?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
  size?: number;
}

/** GET /api/admin/audit: who did what, when (newest first). */
export const getAudit = (q: AuditQuery) => parsedApi.get(`/api/admin/audit${toQueryString(q)}`, auditPage);

export const useAudit = (q: AuditQuery) =>
  useQuery({
    queryKey: adminKeys.audit(q),
    queryFn: () => getAudit(q),
    placeholderData: keepPreviousData,
  });
