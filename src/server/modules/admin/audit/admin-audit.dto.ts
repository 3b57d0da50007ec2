import type { AuditEntryDto } from '../../../../shared/api-admin';
import type { AuditRow } from './admin-audit.repository';

export const toAuditEntryDto = ({ entry: e, actorName, names }: AuditRow): AuditEntryDto => ({
  id: e.id,
  actorId: e.actorId,
  actorName,
  actorRole: e.actorRole,
  action: e.action,
  entityType: e.entityType,
  entityId: e.entityId,
  details: e.details,
  names,
  createdAt: e.createdAt.toISOString(),
});
