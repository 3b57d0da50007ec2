import nodemailer from 'nodemailer';
import { mailDomain, type MailTransport, SEND_CONCURRENCY } from './outbox';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * The options we add to what the URL itself says (nodemailer parses the URL: host, port, credentials,
 * `smtps:` and query options such as `?ignoreTLS=true`, which win over these).
 * - A remote `smtp://` server must upgrade with STARTTLS (`requireTLS`): otherwise a man in the middle
 *   that strips STARTTLS from the EHLO answer would get the password and the mail in clear.
 * - EHLO names our mail domain, not the container's random hostname (which spam filters score).
 */
export function smtpOptionsFor(smtpUrl: string, from: string | undefined) {
  const url = new URL(smtpUrl);
  const loopback = LOOPBACK.has(url.hostname);
  return {
    requireTLS: url.protocol === 'smtp:' && !loopback,
    // Our loopback test server speaks plain SMTP (its built-in certificate has expired).
    ignoreTLS: loopback,
    name: (from && mailDomain(from)) ?? undefined,
  };
}

/**
 * SMTP through nodemailer, given the URL itself: `smtp://user:pass@host:587` (STARTTLS required unless
 * on loopback) or `smtps://user:pass@host:465`. The timeouts keep one send well inside the outbox's claim
 * lease (CLAIM_LEASE_MS). Pooled: a few connections stay open and carry many messages each.
 */
export function createSmtpTransport(
  smtpUrl: string,
  opts: { from?: string; connections?: number } = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: opts.connections ?? SEND_CONCURRENCY,
    maxMessages: 1_000,
    ...smtpOptionsFor(smtpUrl, opts.from),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        attachments: message.attachments,
        icalEvent: message.icalEvent,
        headers: message.headers,
      });
    },
    close: () => transporter.close(),
  };
}
