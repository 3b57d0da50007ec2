import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { retentionRepository } from './retention.repository';

/**
 * How long logs and traffic data are kept (DPDP Rules 2025: at least one year; docs/retention.md): a year
 * of 365 days and one more, so a leap year never cuts one short.
 */
export const RETENTION_DAYS = 366;

/**
 * The retention pass (the `retention` job, one process of the cluster at a time): messages kept past
 * their year are redacted and one-time codes and challenges past theirs deleted. Idempotent: a second pass
 * over the same rows changes nothing.
 */
export function createRetention(deps: { db: Db; clock: Clock }) {
  return {
    async runDue(): Promise<number> {
      const before = new Date(deps.clock.now().getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
      const redacted = await retentionRepository.redactMessages(deps.db, before);
      const deleted = await retentionRepository.deleteOneTimeRows(deps.db, before);
      return redacted + deleted;
    },
  };
}
