import { and, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  loginCodes,
  outboxEmails,
  outboxTexts,
  passkeyChallenges,
  phoneCodes,
  secondFactorChallenges,
} from '../../db/schema/index';
import { redactedEmail, redactedText } from './message-redaction.repository';

/** What a message kept past its year says instead of what it said. */
export const EXPIRED_MESSAGE = '[removed: kept for one year]';
const EXPIRED_ADDRESS = 'removed@expired.invalid';

/** Rows a pass changes at most, per table: a year's backlog drains over a few passes, never in one lock. */
const BATCH = 1_000;

export const retentionRepository = {
  /**
   * Sent or failed mail and texts older than `before`: the address, number and words go; kind, channel,
   * status and times stay (the delivery record). Queued messages are never touched.
   */
  async redactMessages(db: DbOrTx, before: Date): Promise<number> {
    const oldEmails = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          inArray(outboxEmails.status, ['sent', 'failed']),
          lt(outboxEmails.createdAt, before),
          sql`${outboxEmails.to} <> ${EXPIRED_ADDRESS}`,
        ),
      )
      .limit(BATCH);
    const emails = await db
      .update(outboxEmails)
      .set(redactedEmail(EXPIRED_ADDRESS, EXPIRED_MESSAGE))
      .where(inArray(outboxEmails.id, oldEmails))
      .returning({ id: outboxEmails.id });
    const oldTexts = db
      .select({ id: outboxTexts.id })
      .from(outboxTexts)
      .where(
        and(
          inArray(outboxTexts.status, ['sent', 'failed']),
          lt(outboxTexts.createdAt, before),
          sql`${outboxTexts.text} is distinct from ${EXPIRED_MESSAGE}`,
        ),
      )
      .limit(BATCH);
    const texts = await db
      .update(outboxTexts)
      .set(redactedText(EXPIRED_MESSAGE))
      .where(inArray(outboxTexts.id, oldTexts))
      .returning({ id: outboxTexts.id });
    return emails.length + texts.length;
  },

  /** One-time codes and sign-in challenges created before `before` (numbers and hashes): deleted. */
  async deleteOneTimeRows(db: DbOrTx, before: Date): Promise<number> {
    let deleted = 0;
    for (const table of [loginCodes, phoneCodes, secondFactorChallenges, passkeyChallenges]) {
      const rows = await db
        .delete(table)
        .where(
          inArray(
            table.id,
            db.select({ id: table.id }).from(table).where(lt(table.createdAt, before)).limit(BATCH),
          ),
        )
        .returning({ id: table.id });
      deleted += rows.length;
    }
    return deleted;
  },
};
