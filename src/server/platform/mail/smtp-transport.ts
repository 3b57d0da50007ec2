import nodemailer from 'nodemailer';
import { type MailTransport, SEND_CONCURRENCY } from './outbox';

/**
 * SMTP through nodemailer. `smtp://host:port` (plain, as our loopback test server speaks) or `smtps://user:pass@host`.
 * The timeouts keep one send well inside the outbox's claim lease (CLAIM_LEASE_MS). Pooled: a few
 * connections stay open and carry many messages each, so a burst is not a TCP and SMTP handshake per mail.
 */
export function createSmtpTransport(smtpUrl: string, connections = SEND_CONCURRENCY): MailTransport {
  const url = new URL(smtpUrl);
  const plain =
    url.searchParams.get('ignoreTLS') === 'true' || ['127.0.0.1', 'localhost', '::1'].includes(url.hostname);
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: connections,
    maxMessages: 1_000,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: plain,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
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
      });
    },
    close: () => transporter.close(),
  };
}
