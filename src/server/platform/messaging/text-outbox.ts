import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../clock';
import { type MessageProvider, ProviderError, type OutboxChannel, type QueuedTextMessage } from './provider';
import { type OutboxTextRow, textOutboxRepository } from './text-outbox.repository';

/** The channel a committed enqueue notifies: every process LISTENs on it and wakes its text sender. */
export { TEXT_OUTBOX_CHANNEL } from './text-outbox.repository';

/** After this many attempts a text is 'failed': the admin sees the reason and may retry it. */
export const TEXT_MAX_ATTEMPTS = 6;
/** A claim outlasts one provider call (10 s timeout) by far; after a crash the text waits this long. */
export const TEXT_CLAIM_LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 15 * 60_000;

/** Queues a text inside the caller's transaction; null when its dedupe key was queued before. */
export function enqueueText(tx: DbOrTx, message: QueuedTextMessage): Promise<string | null> {
  return textOutboxRepository.insert(tx, message);
}

/**
 * Sends queued SMS and WhatsApp messages through their providers with the email outbox's rules:
 * one row claimed at a time with FOR UPDATE SKIP LOCKED and a lease, the attempt counted at the
 * claim, retries with backoff for retryable failures, 'failed' with the reason for the others or
 * after TEXT_MAX_ATTEMPTS. The outbox id is the stable reference across retries. A channel without
 * a provider (no keys) is a sandbox: its messages stay queued for admins to read.
 */
export class TextOutboxWorker {
  private running: Promise<number> | undefined;
  private readonly providers = new Map<OutboxChannel, MessageProvider>();
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly db: Db,
    providers: readonly MessageProvider[],
    private readonly clock: Clock,
    private readonly log: {
      error: (obj: object, msg: string) => void;
      warn?: (obj: object, msg: string) => void;
    } = console,
  ) {
    for (const p of providers) this.providers.set(p.channel, p);
  }

  /** The channels that really send (the others are sandboxes). */
  get liveChannels(): OutboxChannel[] {
    return [...this.providers.keys()];
  }

  /** The job runner (background-jobs.ts) runs it; this waits for a run under way. */
  async stop() {
    await this.running;
  }

  /** Sends what is due; returns how many were accepted. Never runs twice at once in one process. */
  runOnce(batchSize = 20): Promise<number> {
    this.running ??= this.deliverDue(batchSize)
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'text outbox run failed; the next run tries again');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Takes the oldest due text of a live channel. Public so a test can play a process that dies. */
  claimNext(): Promise<OutboxTextRow | undefined> {
    const now = this.clock.now();
    return textOutboxRepository.claimNext(this.db, {
      channels: this.liveChannels,
      now,
      leaseEnd: new Date(now.getTime() + TEXT_CLAIM_LEASE_MS),
      workerId: this.workerId,
    });
  }

  private async deliverDue(batchSize: number): Promise<number> {
    if (!this.providers.size) return 0;
    let sent = 0;
    for (let i = 0; i < batchSize; i++) {
      const text = await this.claimNext();
      if (!text) break;
      if (text.attempts > TEXT_MAX_ATTEMPTS)
        await textOutboxRepository.updateMine(this.db, text.id, this.workerId, {
          status: 'failed',
          lastError: 'no worker finished sending it',
          claimedUntil: null,
          failedAt: this.clock.now(),
        });
      else if (await this.deliver(text)) sent++;
    }
    return sent;
  }

  private async deliver(text: OutboxTextRow): Promise<boolean> {
    const provider = this.providers.get(text.channel)!;
    try {
      const { providerMessageId } = await provider.send({
        outboxId: text.id,
        kind: text.kind,
        to: text.to,
        variables: text.variables,
        language: text.language,
        text: text.text,
      });
      const marked = await textOutboxRepository.updateMine(this.db, text.id, this.workerId, {
        status: 'sent',
        sentAt: this.clock.now(),
        providerMessageId,
        lastError: null,
        claimedUntil: null,
      });
      if (!marked) this.log.warn?.({ textId: text.id }, 'text sent after its claim lapsed');
      return true;
    } catch (error) {
      const retryable = !(error instanceof ProviderError) || error.retryable;
      const failed = !retryable || text.attempts >= TEXT_MAX_ATTEMPTS;
      const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** (text.attempts - 1));
      await textOutboxRepository.updateMine(this.db, text.id, this.workerId, {
        status: failed ? 'failed' : 'queued',
        failedAt: failed ? this.clock.now() : null,
        lastError: String((error as Error)?.message ?? error).slice(0, 500),
        nextAttemptAt: new Date(this.clock.now().getTime() + backoff),
        claimedUntil: null,
      });
      this.log.error(
        { err: error, textId: text.id, channel: text.channel, attempts: text.attempts },
        failed ? 'text message failed; an admin can retry it' : 'text message failed; will retry',
      );
      return false;
    }
  }
}
