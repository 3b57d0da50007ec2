import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inboundTexts, users } from '../../db/schema/index';

export type InboundTextRow = typeof inboundTexts.$inferSelect;

/** Messages customers send us on WhatsApp, grouped per number into conversations for the admin inbox. */
export const inboundTextsRepository = {
  /** Stores a message once (by the provider's id); false for a replay. */
  async insert(tx: DbOrTx, row: typeof inboundTexts.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(inboundTexts)
      .values(row)
      .onConflictDoNothing({ target: inboundTexts.providerMessageId })
      .returning({ id: inboundTexts.id });
    return rows.length === 1;
  },

  /** One row per number, newest first: its newest message, how many, and the account that proved it. */
  async conversations(db: DbOrTx, limit = 50) {
    const rows = await db
      .select({
        number: inboundTexts.from,
        channel: inboundTexts.channel,
        text: inboundTexts.text,
        receivedAt: inboundTexts.receivedAt,
        userId: inboundTexts.userId,
        customerName: users.name,
      })
      .from(inboundTexts)
      .leftJoin(users, eq(users.id, inboundTexts.userId))
      .orderBy(desc(inboundTexts.receivedAt), desc(inboundTexts.createdAt))
      .limit(2000);
    const byNumber = new Map<
      string,
      (typeof rows)[number] & { messages: number; lastText: string; lastAt: Date }
    >();
    for (const r of rows) {
      const seen = byNumber.get(r.number);
      if (seen) {
        seen.messages++;
        seen.userId ??= r.userId;
        seen.customerName ??= r.customerName;
      } else byNumber.set(r.number, { ...r, messages: 1, lastText: r.text, lastAt: r.receivedAt });
    }
    return [...byNumber.values()].slice(0, limit).map((c) => ({
      number: c.number,
      channel: c.channel,
      messages: c.messages,
      lastText: c.lastText,
      lastAt: c.lastAt,
      userId: c.userId,
      customerName: c.customerName,
    }));
  },

  messagesOf: (db: DbOrTx, number: string) =>
    db
      .select()
      .from(inboundTexts)
      .where(eq(inboundTexts.from, number))
      .orderBy(desc(inboundTexts.receivedAt), desc(inboundTexts.createdAt))
      .limit(200),
};
