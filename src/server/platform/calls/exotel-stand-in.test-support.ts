import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call Exotel was asked to connect, as the stand-in received it. */
export interface ConnectedCall {
  sid: string;
  from: string;
  to: string;
  callerId: string;
  timeLimit: number | null;
  customField: string | null;
}

export interface ExotelStandIn {
  url: string;
  calls: ConnectedCall[];
  /** The next answers: 'ok' places the call; '5xx' is an outage (retryable). */
  mode: 'ok' | '5xx';
  close(): Promise<void>;
}

/** E.164 ('+919876543210') or Exotel's 0-prefixed form ('09876543210'), as its docs accept. */
const PHONE = /^(\+91[6-9]\d{9}|0[6-9]\d{9}|0\d{10})$/;

const exception = (status: number, message: string) =>
  JSON.stringify({ RestException: { Status: status, Message: message } });

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/**
 * Exotel's "connect two numbers" API on loopback, as its documentation describes it
 * (developer.exotel.com/docs/voice-v1/api-reference/connect-two-numbers): `POST
 * /v1/Accounts/<sid>/Calls/connect.json`, HTTP Basic with the API key and token, form-encoded From, To and
 * CallerId (the account's ExoPhone), TimeLimit at most 14,400 s, CustomField at most 128 characters. It
 * answers `{ Call: { Sid, From, To, PhoneNumberSid, Status: 'in-progress', … } }` or `{ RestException }`.
 */
export async function startExotelStandIn(opts: {
  apiKey: string;
  apiToken: string;
  accountSid: string;
  callerId: string;
  port?: number;
}): Promise<ExotelStandIn> {
  const expectedAuth = `Basic ${Buffer.from(`${opts.apiKey}:${opts.apiToken}`).toString('base64')}`;
  const path = `/v1/Accounts/${opts.accountSid}/Calls/connect.json`;
  const standIn: Omit<ExotelStandIn, 'url' | 'close'> = { calls: [], mode: 'ok' };
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (req.method === 'GET' && req.url === '/calls') return send(200, JSON.stringify(standIn.calls));
    if (req.method !== 'POST' || req.url !== path) return send(404, exception(404, 'Resource not found'));
    if (req.headers.authorization !== expectedAuth)
      return send(401, exception(401, 'Authentication is required to view this resource.'));
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return send(400, exception(400, 'Parameters must be form-encoded'));
    const form = await formOf(req);
    const from = form.get('From') ?? '';
    const to = form.get('To') ?? '';
    const callerId = form.get('CallerId') ?? '';
    const timeLimit = form.has('TimeLimit') ? Number(form.get('TimeLimit')) : null;
    const customField = form.get('CustomField');
    if (!PHONE.test(from)) return send(400, exception(400, `From is not a valid phone number: '${from}'`));
    if (!PHONE.test(to)) return send(400, exception(400, `To is not a valid phone number: '${to}'`));
    if (callerId !== opts.callerId)
      return send(400, exception(400, `CallerId '${callerId}' is not an ExoPhone of this account`));
    if (timeLimit !== null && !(Number.isInteger(timeLimit) && timeLimit > 0 && timeLimit <= 14_400))
      return send(400, exception(400, 'TimeLimit must be a whole number of seconds up to 14400'));
    if (customField !== null && customField.length > 128)
      return send(400, exception(400, 'CustomField must be at most 128 characters'));
    if (standIn.mode === '5xx') return send(503, exception(503, 'Service unavailable'));
    const sid = randomBytes(16).toString('hex');
    standIn.calls.push({ sid, from, to, callerId, timeLimit, customField });
    const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
    send(
      200,
      JSON.stringify({
        Call: {
          Sid: sid,
          ParentCallSid: null,
          DateCreated: now,
          DateUpdated: now,
          AccountSid: opts.accountSid,
          To: to,
          From: from,
          PhoneNumberSid: callerId,
          Status: 'in-progress',
          StartTime: now,
          EndTime: null,
          Duration: null,
          Price: null,
          Direction: 'outbound-api',
          AnsweredBy: null,
          ForwardedFrom: null,
          CallerName: null,
          Uri: `/v1/Accounts/${opts.accountSid}/Calls/${sid}.json`,
          RecordingUrl: null,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
