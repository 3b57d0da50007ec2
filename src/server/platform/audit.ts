import type { DbOrTx } from '../db/client';
import { auditRepository } from './audit.repository';

export interface AuditEntry {
  actor: { id: string; role: string } | null;
  /** What was done, as a dotted verb: 'booking.assign', 'booking.status', 'package.update', 'coupon.create'. */
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Record an admin's or cleaner's action inside the transaction that performs it. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await auditRepository.insert(tx, {
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.role ?? 'system',
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
}
