import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { dltVariableProblem, TEXT_VARIABLE_MAX } from '../../../shared/domain/text-variables';
import { breaksTemplateParameterRule } from './whatsapp-provider';

/** How the fake answers the next requests: as the real API does when it accepts, refuses or breaks. */
export type FakeMode = 'success' | '4xx' | '5xx' | 'timeout';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface ProviderFake {
  url: string;
  requests: RecordedRequest[];
  /** Answers every following request this way; `times` limits it, then success again. */
  setMode(mode: FakeMode, times?: number): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

async function startFake(answer: (mode: FakeMode, req: RecordedRequest) => Answer): Promise<ProviderFake> {
  let mode: FakeMode = 'success';
  let remaining = Infinity;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        /* keep the text */
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const current = remaining > 0 ? mode : 'success';
      if (remaining > 0 && --remaining === 0) mode = 'success';
      if (current === 'timeout') {
        hanging.add(res);
        return; // never answers: the client's timeout decides
      }
      const { status, body: out } = answer(current, recorded);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(m, times = Infinity) {
      mode = m;
      remaining = times;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One delivery report as the MSG91 fake pushes it (MSG91's JSON webhook: status 1 delivered, 2 failed). */
export interface Msg91Report {
  requestId: string;
  telNum: string;
  status: string;
  desc: string;
  failureReason: string;
}

export interface Msg91Fake extends ProviderFake {
  /** The reports not yet pushed, one per accepted request. */
  pendingReports: Msg91Report[];
  /**
   * Pushes the pending reports to `url` (our webhook, with its token), each as its own JSON POST, as
   * MSG91 does; `times` sends each that many times (MSG91 may repeat one). Returns the HTTP statuses.
   */
  sendReports(url: string, times?: number): Promise<number[]>;
  /** Numbers whose messages the operator reports undelivered ('Absent subscriber'). */
  undeliverable: Set<string>;
}

/**
 * MSG91's Flow API v5 (`POST /api/v5/flow`): with the right `authkey` it answers
 * `{ type: 'success', message: <24-hex request id> }`; MSG91's errors are `{ type: 'error', message }`
 * (a bad key is 401 'Authentication failure'; a server fault a 5xx). What India's DLT enforces is enforced
 * as it happens live: MSG91 accepts the request, and the operator drops an SMS whose variable is longer
 * than `maxVariable` (30: what operators' DLT portals commonly allow) or that carries a link to a host
 * other than `linkHost` (the one whitelisted): the delivery report says failed, with the reason.
 */
export async function startMsg91Fake(opts: {
  authKey: string;
  /** The host whitelisted on DLT for links; without it any link is dropped. */
  linkHost?: string;
  maxVariable?: number;
}): Promise<Msg91Fake> {
  const pendingReports: Msg91Report[] = [];
  const undeliverable = new Set<string>();
  const fake = await startFake((mode, req) => {
    if (req.method !== 'POST' || req.path.replace(/\/$/, '') !== '/api/v5/flow')
      return { status: 404, body: { type: 'error', message: 'Not Found' } };
    if (req.headers.authkey !== opts.authKey)
      return { status: 401, body: { type: 'error', message: 'Authentication failure' } };
    if (mode === '4xx') return { status: 400, body: { type: 'error', message: 'Invalid template id' } };
    if (mode === '5xx') return { status: 500, body: { type: 'error', message: 'Internal server error' } };
    const b = req.body as { template_id?: unknown; recipients?: Record<string, unknown>[] };
    if (typeof b?.template_id !== 'string' || !Array.isArray(b.recipients) || !b.recipients.length)
      return { status: 400, body: { type: 'error', message: 'Missing parameter template_id or recipients' } };
    const requestId = randomBytes(12).toString('hex');
    for (const recipient of b.recipients) {
      const telNum = String(recipient.mobiles ?? '');
      const values = Object.entries(recipient)
        .filter(([key]) => key !== 'mobiles')
        .map(([, value]) => String(value));
      const problem = dltVariableProblem(values, opts.linkHost ?? '', opts.maxVariable ?? TEXT_VARIABLE_MAX);
      const failureReason = problem
        ? problem === 'link not whitelisted'
          ? 'URL not whitelisted on DLT'
          : 'SMS not Matched with DLT Template'
        : undeliverable.has(telNum)
          ? 'Absent subscriber'
          : '';
      pendingReports.push({
        requestId,
        telNum,
        status: failureReason ? '2' : '1',
        desc: failureReason ? 'FAILED' : 'DELIVERED',
        failureReason,
      });
    }
    return { status: 200, body: { type: 'success', message: requestId } };
  });
  return {
    ...fake,
    pendingReports,
    undeliverable,
    async sendReports(url, times = 1) {
      const reports = pendingReports.splice(0);
      const statuses: number[] = [];
      for (let i = 0; i < times; i++)
        for (const report of reports) {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(report),
          });
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      return statuses;
    },
  };
}

/**
 * The WhatsApp Cloud API's `POST /{phone-number-id}/messages`: with the right Bearer token it answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }`; errors are
 * Graph errors `{ error: { message, type, code, error_subcode, fbtrace_id } }` (131026 undeliverable,
 * 190 bad token, 131000 'Something went wrong' as a 500, 132018 for a parameter with a newline, tab or
 * more than 4 spaces in a row).
 */
export function startWhatsAppFake(opts: { token: string; phoneNumberId: string }): Promise<ProviderFake> {
  const graphError = (status: number, message: string, code: number, type = 'OAuthException') => ({
    status,
    body: {
      error: { message, type, code, error_subcode: 2494010, fbtrace_id: randomBytes(8).toString('hex') },
    },
  });
  return startFake((mode, req) => {
    // The path names the Graph version first (/v24.0/…); a fake URL that already holds one gives none.
    const path = req.path.replace(/^\/v\d+\.\d+(?=\/)/, '');
    if (req.method !== 'POST' || path !== `/${opts.phoneNumberId}/messages`)
      return graphError(400, 'Unsupported post request.', 100, 'GraphMethodException');
    if (req.headers.authorization !== `Bearer ${opts.token}`)
      return graphError(401, 'Invalid OAuth access token - Cannot parse access token', 190);
    if (mode === '4xx') {
      // Meta's real 131026 carries its reason in error_data.details, not in the message.
      const refusal = graphError(400, 'Message undeliverable', 131026);
      Object.assign(refusal.body.error, {
        error_data: { messaging_product: 'whatsapp', details: 'Recipient is not a valid WhatsApp user' },
      });
      return refusal;
    }
    if (mode === '5xx') return graphError(500, 'Something went wrong', 131000);
    const b = req.body as {
      messaging_product?: unknown;
      to?: unknown;
      type?: unknown;
      template?: { components?: { parameters?: { text?: unknown }[] }[] };
    };
    if (b?.messaging_product !== 'whatsapp' || typeof b.to !== 'string')
      return graphError(400, '(#100) The parameter messaging_product is required.', 100);
    const texts = (b.template?.components ?? []).flatMap((c) => c.parameters ?? []).map((p) => p.text);
    if (texts.some((text) => typeof text === 'string' && breaksTemplateParameterRule(text)))
      return {
        status: 400,
        body: {
          error: {
            message: '(#132018) There was an issue with the parameters in your template.',
            type: 'OAuthException',
            code: 132018,
            error_data: {
              messaging_product: 'whatsapp',
              details: 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
            },
            fbtrace_id: randomBytes(8).toString('hex'),
          },
        },
      };
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: b.to, wa_id: b.to }],
        messages: [{ id: `wamid.${randomBytes(24).toString('base64url')}`, message_status: 'accepted' }],
      },
    };
  });
}
