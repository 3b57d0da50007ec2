import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuditEntryDto, Paged } from '../../../../shared/api-admin';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';

export interface AuditQuery {
  entityType?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
  size?: number;
}

/** GET /api/admin/audit: who did what, when (newest first). */
export const getAudit = (q: AuditQuery) =>
  api.get<{ data: Paged<AuditEntryDto> }>(`/api/admin/audit${toQueryString(q)}`).then((r) => r.data);

export const useAudit = (q: AuditQuery) =>
  useQuery({
    queryKey: adminKeys.audit(q),
    queryFn: () => getAudit(q),
    placeholderData: keepPreviousData,
  });
