import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for tests: what nodemailer sends arrives here and is parsed. Its state
 * lives in this module, one copy per test file (vitest isolates modules per file).
 */

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  body: string;
  html?: string;
  /** The message as it arrived, for a full parser (mailparser) when a test reads attachments. */
  raw: Buffer;
  /** The name the client gave in EHLO/HELO. */
  clientHostname: string;
}

/**
 * Switched on by a test to make the SMTP server refuse every recipient: true answers 550 (permanent),
 * a number answers that code (451: try again later).
 */
export const smtpControl: { refuseRecipients: boolean | number } = { refuseRecipients: false };
export const received: ReceivedMail[] = [];
const waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];

/** Resolves with the first message (already received or arriving later) that matches. */
export function waitForMail(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const seen = received.find(match);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => waiters.push({ match, resolve }));
}

export const mailsTo = (address: string) => received.filter((mail) => mail.envelopeTo.includes(address));

function decodeQuotedPrintable(text: string): string {
  const parts = text.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/i);
  return Buffer.concat(
    parts.map((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part),
    ),
  ).toString('utf8');
}

/**
 * A minimal RFC 5322 reader for what nodemailer sends: a single text part, or multipart/alternative
 * (text + HTML), whose text part becomes `body` and HTML part `html`; inside multipart/mixed (with
 * attachments), the same from its first part. Attachments are read from `raw` with mailparser.
 */
function parseMessage(raw: string): { headers: Map<string, string>; body: string; html?: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseMessage(part.replace(/^\r\n/, '')));
    if (/^multipart\/mixed/i.test(headers.get('content-type') ?? ''))
      return { headers, body: parts[0]?.body ?? '', html: parts[0]?.html };
    const text = parts.find((p) => p.headers.get('content-type')?.startsWith('text/plain'));
    const html = parts.find((p) => p.headers.get('content-type')?.startsWith('text/html'));
    return { headers, body: text?.body ?? '', html: html?.body };
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { headers, body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/** `host` 127.0.0.2 plays a remote server (on loopback, which Linux routes for all of 127/8). */
export async function startSmtpServer(
  port = 0,
  host = '127.0.0.1',
): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    // Its built-in certificate has expired: plain SMTP on loopback.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // The mailer keeps pooled connections open: closing (a test's 'SMTP server down') drops them at once.
    closeTimeout: 50,
    onRcptTo(_address, _session, callback) {
      const refusal = smtpControl.refuseRecipients;
      if (refusal)
        return callback(
          Object.assign(
            new Error(refusal === true || refusal >= 500 ? 'Mailbox unavailable' : 'Try again later'),
            {
              responseCode: refusal === true ? 550 : refusal,
            },
          ),
        );
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const mail: ReceivedMail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(raw.toString('utf8')),
          raw,
          clientHostname: session.hostNameAppearsAs,
        };
        received.push(mail);
        for (const waiter of waiters.filter((w) => w.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.server.address() as AddressInfo).port,
  };
}

export const closeSmtpServer = (server: SMTPServer) => new Promise<void>((resolve) => server.close(resolve));
