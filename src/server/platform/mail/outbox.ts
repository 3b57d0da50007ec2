import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';
import type { Clock } from '../clock';

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** Queue an email inside the caller's transaction: it exists exactly when the change that caused it does. */
export async function enqueueEmail(tx: DbOrTx, message: EmailMessage): Promise<void> {
  await tx.insert(outboxEmails).values(message);
}

/** Something that delivers one message (SMTP in production and tests). */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

const MAX_BACKOFF_MS = 15 * 60_000;

/**
 * Sends queued emails and retries failures with backoff. Without a transport, messages stay queued
 * for reading in the admin outbox. `runOnce` is what tests call; `start` polls.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | null,
    private readonly clock: Clock,
    private readonly from: string,
    private readonly log: { error: (obj: object, msg: string) => void } = console,
  ) {}

  start(intervalMs = 5_000) {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Deliver what is due; returns how many were sent. Never runs twice at once in one process. */
  runOnce(batchSize = 20): Promise<number> {
    this.running ??= this.deliverDue(batchSize).finally(() => (this.running = undefined));
    return this.running;
  }

  private async deliverDue(batchSize: number): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const now = this.clock.now();
    const due = await this.db
      .select()
      .from(outboxEmails)
      // A new message is due at once; only retries wait for their backoff (on the app's clock).
      .where(
        and(
          eq(outboxEmails.status, 'queued'),
          or(eq(outboxEmails.attempts, 0), lte(outboxEmails.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outboxEmails.createdAt))
      .limit(batchSize);
    let sent = 0;
    for (const email of due) {
      try {
        await transport.send({ from: this.from, to: email.to, subject: email.subject, text: email.text });
        await this.db
          .update(outboxEmails)
          .set({
            status: 'sent',
            sentAt: this.clock.now(),
            attempts: sql`${outboxEmails.attempts} + 1`,
            lastError: null,
          })
          .where(eq(outboxEmails.id, email.id));
        sent++;
      } catch (error) {
        const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** email.attempts);
        await this.db
          .update(outboxEmails)
          .set({
            attempts: sql`${outboxEmails.attempts} + 1`,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: new Date(this.clock.now().getTime() + backoff),
          })
          .where(eq(outboxEmails.id, email.id));
        this.log.error({ err: error, emailId: email.id }, 'email delivery failed; will retry');
      }
    }
    return sent;
  }
}
