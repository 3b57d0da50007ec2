import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { hashPassword } from '../platform/passwords';
import { startTestApp, uniqueEmail, type TestApp } from '../test/test-app';

/**
 * Every operation of the app's own OpenAPI document, fed random and malformed paths, queries, bodies
 * and headers as a guest, a client and an admin: nothing a client sends may cause a 5xx, and every
 * error must be the JSON envelope. Operations added later are covered without touching this file.
 */
const RUNS_PER_OPERATION = 210;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProps: string[];
}

let t: TestApp;
let operations: Operation[] = [];
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  const doc = (await t.request('GET', '/api/docs/json')).body;
  operations = Object.entries<Record<string, any>>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(() => !path.startsWith('/api/docs'))
      .map(([method, op]) => {
        const params: any[] = op.parameters ?? [];
        const body = op.requestBody?.content?.['application/json']?.schema;
        return {
          method: method.toUpperCase(),
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
          bodyProps: Object.keys(body?.properties ?? {}),
        };
      }),
  );
}, 60_000);
afterAll(() => t.close());

const junkString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    'true',
    '../../etc/passwd',
    '%00',
    '<script>',
    "' or 1=1--",
  ),
  fc.constantFrom('2026-02-30', '2026-13-01', '1999-01-01', '2030-01-01', '25:00', '08:00', '18:00'),
  fc.uuid().map(String),
  fc.string({ minLength: 300, maxLength: 2000 }),
);
const junkValue = fc.oneof(
  junkString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

function requestFor(op: Operation) {
  const pathValues = fc.tuple(...op.pathParams.map(() => fc.oneof(fc.uuid().map(String), junkString)));
  const query = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['q'])),
      fc.string({ maxLength: 8 }),
    ),
    junkString,
    { maxKeys: 4 },
  );
  const schemaShaped = fc.dictionary(
    fc.oneof(fc.constantFrom(...(op.bodyProps.length ? op.bodyProps : ['x'])), fc.string({ maxLength: 8 })),
    junkValue,
    { maxKeys: 8 },
  );
  const body = fc.oneof(
    fc.constant({ kind: 'none' as const }),
    schemaShaped.map((value) => ({ kind: 'json' as const, value })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
    fc.string({ maxLength: 60 }).map((raw) => ({ kind: 'raw' as const, raw, type: 'application/json' })),
    fc
      .tuple(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
      )
      .map(([raw, type]) => ({ kind: 'raw' as const, raw, type })),
  );
  const headers = fc.dictionary(
    fc.constantFrom('idempotency-key', 'x-request-id', 'accept', 'x-razorpay-signature', 'if-none-match'),
    fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    { maxKeys: 2 },
  );
  return fc.record({ role: fc.constantFrom('guest', 'client', 'admin'), pathValues, query, body, headers });
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers no 5xx and only JSON error envelopes', async () => {
    expect(operations.length).toBeGreaterThan(20);
    let sent = 0;
    const statusCounts = new Map<number, number>();
    for (const op of operations) {
      // Fresh accounts per operation: a fuzzed DELETE /api/users/account must not starve the rest.
      const tokens = { guest: undefined, client: (await t.signup()).token, admin: await newAdmin() };
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (r) => {
          let path = op.path;
          op.pathParams.forEach((name, i) => {
            path = path.replace(`{${name}}`, encodeURIComponent(String(r.pathValues[i])));
          });
          const search = new URLSearchParams(r.query).toString();
          const headers: Record<string, string> = { ...r.headers };
          const token = tokens[r.role as keyof typeof tokens];
          if (token) headers.authorization = `Bearer ${token}`;
          let payload: string | undefined;
          if (r.body.kind === 'json' && op.method !== 'GET' && op.method !== 'DELETE') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(r.body.value);
          } else if (r.body.kind === 'raw' && op.method !== 'GET') {
            headers['content-type'] = r.body.type;
            payload = r.body.raw;
          }
          const res = await fetch(`${t.baseUrl}${path}${search ? `?${search}` : ''}`, {
            method: op.method,
            headers,
            body: payload,
          });
          sent++;
          statusCounts.set(res.status, (statusCounts.get(res.status) ?? 0) + 1);
          const text = await res.text();
          const where = `${op.method} ${op.path} as ${r.role} -> ${res.status}: ${text.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type') ?? '', where).toContain('application/json');
            const envelope = JSON.parse(text);
            expect(envelope.status, where).toBe('error');
            expect(typeof envelope.code, where).toBe('string');
            expect(typeof envelope.message, where).toBe('string');
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    console.log(
      `fuzzed ${operations.length} operations with ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statusCounts].sort()))}`,
    );
  }, 600_000);
});

/** An admin of its own for each operation: a fuzzed call may change or delete the account it runs as. */
async function newAdmin() {
  const email = uniqueEmail('fuzz-admin');
  const password = 'Fuzz-Admin-2026';
  await t.database.db
    .insert(users)
    .values({ name: 'Fuzz Admin', email, role: 'admin', passwordHash: await hashPassword(password) });
  return t.login({ email, password });
}
