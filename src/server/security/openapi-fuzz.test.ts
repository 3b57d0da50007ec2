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
/** Bounded and reproducible: the same requests on every run (change SEED to explore further). */
const RUNS_PER_OPERATION = 60;
const SEED = 23;

/**
 * What a hostile client puts in one field while the rest of the body is plausible (so the request gets
 * past the other fields to the service and the database): wrong types, empty, huge, control characters,
 * Unicode, numbers and dates out of range.
 */
const hostileValues: unknown[] = [
  // wrong types
  0,
  -1,
  3.5,
  true,
  null,
  [],
  {},
  ['a', 1],
  { a: 1 },
  // empty and huge
  '',
  '   ',
  'x'.repeat(5_000),
  'x'.repeat(50_000),
  `a@${'.'.repeat(50_000)}@`,
  // control characters
  '\u0000',
  'Asha\u0000Rao',
  'a\u0007b',
  '\u001b[31mred',
  'line\r\nbreak',
  'tab\there',
  '\u007f\u0085',
  // Unicode
  'नमस्ते',
  '😀😀',
  '\ud800',
  '\u202eevil',
  'e\u0301',
  '\u200b',
  '\ufeff',
  // numbers out of range
  -0.000001,
  1e-7,
  2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_993,
  1e308,
  // dates that are not, or are far away
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '2150-01-01',
  '0000-01-01',
  '1970-01-01',
  '24:00',
];

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProps: string[];
  /** The JSON schema of the body, for plausible values. */
  bodySchema?: JsonSchema;
}

type JsonSchema = Record<string, any>;

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
          bodySchema: body,
        };
      }),
  );
  const services = (await t.request('GET', '/api/services')).body.data.services as any[];
  realIds.push(
    ...services.flatMap((svc) => [svc._id, svc.slug, ...(svc.packages ?? []).map((p: any) => p._id)]),
  );
}, 60_000);

/** Ids that exist (services, their slugs and packages), so path parameters reach past "not found". */
const realIds: string[] = [];

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

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** A value the schema accepts, as far as a JSON schema says (patterns the app uses are known). */
function plausible(schema: JsonSchema | undefined, key = '', depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.default !== undefined && depth > 0) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((c: JsonSchema) => c.type !== 'null') ?? choice[0], key, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries<JsonSchema>(schema.properties ?? {}))
      out[k] = plausible(v, k, depth + 1);
    return out;
  }
  if (type === 'array') return schema.minItems ? [plausible(schema.items, key, depth + 1)] : [];
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
    return Math.min(max, Math.max(min, /area|quantity/i.test(key) ? 200 : 1));
  }
  const pattern = String(schema.pattern ?? '');
  if (schema.format === 'uuid') return realIds[0] ?? '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email' || /email/i.test(key)) return `fuzz.${key}@example.com`;
  if (pattern.includes('\\d{4}-') || /date|from|to$/i.test(key)) return inTenDays;
  if (pattern.includes(':') || /time/i.test(key)) return '10:00';
  if (pattern.includes('[6-9]') || pattern.includes('\\d{10}') || /phone/i.test(key)) return '9876543210';
  if (pattern.includes('\\d{6}') || /pincode/i.test(key)) return '452001';
  if (/password/i.test(key)) return 'Fuzz-Pass-2026';
  if (/serviceId|packageId/.test(key)) return realIds[0] ?? 'x';
  return 'Fuzz value'.slice(0, schema.maxLength ?? 10).padEnd(schema.minLength ?? 0, 'x');
}

/** Every path to a leaf of a plausible body (address.line1, checklist.0.note). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    const inner = entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
    return prefix.length ? [prefix, ...inner] : inner;
  }
  return prefix.length ? [prefix] : [];
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1]] = value;
  return copy;
}

function requestFor(op: Operation) {
  const pathValues = fc.tuple(
    ...op.pathParams.map(() =>
      fc.oneof(fc.uuid().map(String), junkString, fc.constantFrom(...(realIds.length ? realIds : ['x']))),
    ),
  );
  const base = op.bodySchema ? plausible(op.bodySchema) : {};
  const leaves = leafPaths(base);
  const mutated = leaves.length
    ? fc
        .tuple(fc.constantFrom(...leaves), fc.constantFrom(...hostileValues))
        .map(([path, value]) => withValueAt(base, path, value))
    : fc.constantFrom(...hostileValues);
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
    // Half of all requests: a plausible body with one hostile field.
    { weight: 5, arbitrary: mutated.map((value) => ({ kind: 'json' as const, value })) },
    fc.constant({ kind: 'plausible' as const }).map(() => ({ kind: 'json' as const, value: base })),
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
    for (const [index, op] of operations.entries()) {
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
        { numRuns: RUNS_PER_OPERATION, seed: SEED + index, endOnFailure: true },
      );
    }
    // One line for the record (a closing note quotes it).
    console.info(
      `openapi-fuzz: ${operations.length} operations, ${sent} requests (seed ${SEED}, ${RUNS_PER_OPERATION} each), ` +
        `5xx: ${[...statusCounts].filter(([s]) => s >= 500).length}; statuses ${JSON.stringify(Object.fromEntries([...statusCounts].sort()))}`,
    );
  }, 900_000);
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
