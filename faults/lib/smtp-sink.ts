import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started on the same port. */
export async function startSmtpSink(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        // Its built-in certificate has expired: plain SMTP on loopback (STACK-NOTES.md).
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      s.once('error', reject);
      s.listen(boundPort, '127.0.0.1', () => {
        boundPort = ((s as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo)
          .port;
        server = s;
        resolve();
      });
    });

  if (port !== -1) await listen();
  return {
    received,
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    up: () => (server ? Promise.resolve() : listen()),
    down: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
  };
}

/** The booking references named in received mails ("Booking reference: 7D7C1A52"), one entry per mail. */
export function bookingReferencesInMail(received: ReceivedMail[]): string[] {
  return received.flatMap((mail) => {
    const unfolded = mail.raw.replace(/=\r?\n/g, '');
    const match = /Booking reference: ([0-9A-F]{8})/.exec(unfolded);
    return match ? [match[1]] : [];
  });
}
