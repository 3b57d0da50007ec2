import type { AuditEntryDto } from '../../../../shared/api-admin';
import type { AuditRow } from './admin-audit.repository';

export const toAuditEntryDto = ({ entry: e, actorName }: AuditRow): AuditEntryDto => ({
  id: e.id,
  actorId: e.actorId,
  actorName,
  actorRole: e.actorRole,
  action: e.action,
  entityType: e.entityType,
  entityId: e.entityId,
  details: e.details,
  createdAt: e.createdAt.toISOString(),
});
