/**
 * The seam between the outbox (which queues and retries) and the companies that carry text messages
 * (MSG91 for SMS, Meta's WhatsApp Cloud API). Both carry only pre-approved templates: DLT templates in
 * India for SMS, Meta-approved templates for WhatsApp, so a message is a template's kind and its variables.
 */
export type TextChannel = 'sms' | 'whatsapp';
/** The text outbox's channels: SMS, WhatsApp and Web Push (to a subscription; platform/messaging/web-push-provider.ts). */
export type OutboxChannel = TextChannel | 'push';
export type MessageChannel = 'email' | TextChannel;

/** What the outbox hands a provider: one template message to one phone. */
export interface TemplateMessage {
  /** The outbox row's id: stable across retries, for logs and the provider's reference. */
  outboxId: string;
  /** Our message kind ('booking-received', 'cleaner-assigned'…): the provider maps it to its template id. */
  kind: string;
  /** The phone in E.164 digits without '+', e.g. '919876543210' (validated before queueing). */
  to: string;
  /** The template's variables, in the order the template declares them. */
  variables: { name: string; value: string }[];
  /** The template's language, 'en' or 'hi' (the recipient's; see text-notifications.service.ts). */
  language: string;
  /** The text as the recipient reads it (what a push notification shows). */
  text?: string;
}

export interface ProviderAcceptance {
  /** The provider's id of the message: MSG91's request id, WhatsApp's wamid. */
  providerMessageId: string;
}

/**
 * A provider's refusal or failure. `retryable` (5xx, timeouts, rate limits) sends it again with backoff;
 * otherwise (4xx: bad number, unknown template, bad key) the message fails at once with this reason.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface MessageProvider {
  readonly channel: OutboxChannel;
  send(message: TemplateMessage): Promise<ProviderAcceptance>;
}

/**
 * A text message as it is queued, inside the transaction of its cause. Without a provider for its
 * channel (no keys configured) it stays queued for admins to read, as email does without SMTP_URL.
 */
export interface QueuedTextMessage {
  channel: OutboxChannel;
  kind: string;
  /** E.164 digits without '+'. */
  to: string;
  variables: { name: string; value: string }[];
  language: string;
  /** The text as the recipient reads it: what the admin outbox shows. */
  text: string;
  bookingId?: string | null;
  /**
   * Unique per message that must go out once (e.g. `${bookingId}:${kind}:${channel}`): queueing it a
   * second time, from a retry or another process, queues nothing.
   */
  dedupeKey?: string;
}
