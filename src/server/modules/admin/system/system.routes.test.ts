import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTexts } from '../../../db/schema/index';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  owner = await t.login('admin');
});
afterAll(() => t.close());

const system = (token?: string) => t.request('GET', '/api/admin/system', { token });

describe('GET /api/admin/system (the owner’s System page)', () => {
  it('names the versions, every queue, the sandboxes and the jobs this process ran', async () => {
    // One run of a defined job, as its runner would make it (the test app starts none).
    const name = t.app.jobs.defined[0];
    await t.app.jobs.job(name)!.runOnce();
    const res = await system(owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.versions.app).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.versions.node).toBe(process.versions.node);
    expect(data.versions.database).toMatch(/^(PGlite|PostgreSQL) \d+/);
    expect(data.queues.map((q: { channel: string }) => q.channel)).toEqual([
      'email',
      'sms',
      'whatsapp',
      'push',
    ]);
    // No keys in the test app: every channel runs in its sandbox.
    expect(data.providers).toContainEqual({ channel: 'sms', provider: null });
    expect(data.providers).toContainEqual({ channel: 'payments', provider: null });
    const ran = data.jobs.find((j: { name: string }) => j.name === name);
    expect(ran).toMatchObject({ runs: 1, failures: 0 });
    expect(Date.parse(ran.lastSuccessAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows the last error of a channel and counts what was given up on in the last day', async () => {
    const failedAt = new Date(Date.now() - 5 * 60_000);
    await t.database.db.insert(outboxTexts).values([
      {
        channel: 'sms',
        kind: 'booking-received',
        to: '919826000001',
        text: 'x',
        status: 'failed',
        attempts: 5,
        lastError: 'MSG91 401: authkey invalid',
        failedAt,
      },
      {
        channel: 'sms',
        kind: 'booking-received',
        to: '919826000002',
        text: 'x',
        status: 'failed',
        attempts: 5,
        lastError: 'older error',
        failedAt: new Date(failedAt.getTime() - 60_000),
      },
    ]);
    const sms = (await system(owner)).body.data.queues.find((q: { channel: string }) => q.channel === 'sms');
    expect(sms.failedLastDay).toBe(2);
    expect(sms.lastError).toEqual({ at: failedAt.toISOString(), error: 'MSG91 401: authkey invalid' });
  });

  it('is the owner’s alone', async () => {
    expect((await system()).status).toBe(401);
    const customer = await t.signup();
    expect((await system(customer.token)).status).toBe(403);
    expect((await system(await t.login('cleaner'))).status).toBe(403);
    const email = `dispatcher.system@chamak.in`;
    const added = await t.request('POST', '/api/admin/staff', {
      token: owner,
      body: {
        name: 'Dev Dispatcher',
        email,
        phone: '9826012345',
        role: 'dispatcher',
        password: 'Sitar-Lamp-123',
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await system(await t.login({ email, password: 'Sitar-Lamp-123' }))).status).toBe(403);
  });
});
