import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { consentRecords } from '../db/schema/index';
import { PRIVACY_NOTICE_VERSION, type ConsentPurpose } from '../../shared/schemas/privacy';

export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  noticeVersion: string;
  createdAt: Date;
}

const recordColumns = {
  purpose: consentRecords.purpose,
  granted: consentRecords.granted,
  noticeVersion: consentRecords.noticeVersion,
  createdAt: consentRecords.createdAt,
};

/**
 * Writes a consent given or withdrawn (DPDP Rules 2025) inside the transaction that acts on it, with the
 * notice version the person saw. A choice that repeats the last one is not written again.
 */
export async function recordConsent(
  tx: DbOrTx,
  userId: string,
  purpose: ConsentPurpose,
  granted: boolean,
  now: Date,
): Promise<void> {
  const [last] = await tx
    .select({ granted: consentRecords.granted })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose)))
    .orderBy(desc(consentRecords.createdAt))
    .limit(1);
  if (last?.granted === granted) return;
  await tx
    .insert(consentRecords)
    .values({ userId, purpose, granted, noticeVersion: PRIVACY_NOTICE_VERSION, createdAt: now });
}

/** The latest record per purpose: the person's choice, when they made it and under which notice. */
export async function latestConsents(
  db: DbOrTx,
  userId: string,
): Promise<Map<ConsentPurpose, ConsentRecord>> {
  const rows = await db
    .selectDistinctOn([consentRecords.purpose], recordColumns)
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.purpose, desc(consentRecords.createdAt));
  return new Map(rows.map((r) => [r.purpose, r]));
}

/** Every record of one account, oldest first (the data export). */
export function consentHistory(db: DbOrTx, userId: string) {
  return db
    .select(recordColumns)
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.createdAt);
}
