import type { DbOrTx } from '../../db/client';
import { enqueueEmail } from './outbox';
import type { TemplateCall } from './templates/registry';
import type { RenderedEmail } from './templates/render';

/** Whoever a notification is for, with the addresses we know. */
export interface Recipient {
  name?: string;
  email?: string;
  phone?: string;
}

export interface Notification {
  /** What it is ('booking-reminder', 'cleaner-assigned'…): what the outbox and the admin see. */
  kind: string;
  /** Written out, or a template the sender renders in the recipient's language. */
  content: RenderedEmail | TemplateCall;
  /** The booking it is about, when it is about one (the booking's admin page lists its messages). */
  bookingId?: string;
}

/**
 * One way of reaching people. Email today; SMS or WhatsApp later implement the same call, each
 * queueing inside the caller's transaction so the message exists exactly when its cause does.
 */
export interface NotificationChannel {
  readonly name: 'email' | 'sms' | 'whatsapp';
  /** Queues it; `queued: false` when the recipient has no address on this channel. */
  send(tx: DbOrTx, to: Recipient, notification: Notification): Promise<{ queued: boolean; id?: string }>;
}

export const emailChannel: NotificationChannel = {
  name: 'email',
  async send(tx, to, { kind, content, bookingId }) {
    if (!to.email) return { queued: false };
    const { id } = await enqueueEmail(tx, { kind, to: to.email, ...content }, { bookingId });
    return { queued: true, id };
  },
};

/** Sends through every channel that can reach the recipient. */
export async function notify(
  tx: DbOrTx,
  channels: readonly NotificationChannel[],
  to: Recipient,
  notification: Notification,
) {
  const results = [];
  for (const channel of channels)
    results.push({ channel: channel.name, ...(await channel.send(tx, to, notification)) });
  return results;
}
