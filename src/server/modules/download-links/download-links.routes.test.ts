import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLinkExpired } from '../../../shared/schemas/download-links';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { canonicalPath, DOWNLOAD_LINK_SECONDS } from './download-links.service';

const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
const today = todayInIndia(clock.now());
const exportPath = `/api/admin/bookings.csv?to=${addDays(today, 30)}&from=${today}`;
let t: TestApp;
let owner: string;

const linkFor = async (path: string, token = owner) => {
  const res = await t.request('POST', '/api/download-links', { token, body: { path } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.url as string;
};

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  owner = await t.login('admin');
});
afterAll(() => t.close());

describe('one-time download links', () => {
  it('open the export without a session header, as a file, once', async () => {
    const url = await linkFor(exportPath);
    expect(url).toMatch(/^\/api\/admin\/bookings\.csv\?from=.+&to=.+&link=[\w-]{43}$/);
    const first = await fetch(t.baseUrl + url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect((await first.text()).split('\r\n')[0]).toMatch(/^Reference,Date,Time,/);
    const again = await fetch(t.baseUrl + url);
    expect(again.status).toBe(401);
    expect((await again.json()).message).toBe(downloadLinkExpired);
  });

  it('give the file once when opened twice at the same moment', async () => {
    const url = await linkFor(exportPath);
    const statuses = await Promise.all([1, 2, 3].map(() => fetch(t.baseUrl + url).then((r) => r.status)));
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  it('open only the path and query they were made for', async () => {
    const url = await linkFor(exportPath);
    const token = new URL(url, t.baseUrl).searchParams.get('link');
    const wider = await fetch(
      `${t.baseUrl}/api/admin/bookings.csv?from=${addDays(today, -365)}&to=${addDays(today, 30)}&link=${token}`,
    );
    expect(wider.status).toBe(401);
    const payouts = await fetch(`${t.baseUrl}/api/admin/payouts.csv?from=${today}&to=${today}&link=${token}`);
    expect(payouts.status).toBe(401);
    // Not spent by the refused tries: the right file still opens.
    expect((await fetch(t.baseUrl + url)).status).toBe(200);
  });

  it('are made only for a query the export accepts, with its own words', async () => {
    const res = await t.request('POST', '/api/download-links', {
      token: owner,
      body: { path: `/api/admin/bookings.csv?from=${addDays(today, 5)}&to=${today}` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'from must be on or before to' });
  });

  it('last a minute', async () => {
    const url = await linkFor(exportPath);
    clock.advance((DOWNLOAD_LINK_SECONDS + 1) * 1000);
    expect((await fetch(t.baseUrl + url)).status).toBe(401);
  });

  it('stop working when the account signs out everywhere', async () => {
    const session = await t.login('admin');
    const url = await linkFor(`/api/admin/payouts.csv?from=${today}&to=${today}`, session);
    expect((await t.request('POST', '/api/auth/logout', { token: session })).status).toBe(200);
    expect((await fetch(t.baseUrl + url)).status).toBe(401);
    owner = await t.login('admin');
  });

  it('are refused for paths that are not exports, for customers, and for input no path has', async () => {
    const customer = await t.signup({
      name: 'Link Customer',
      email: 'link.customer@example.com',
      phone: '9811100077',
    });
    expect(
      (await t.request('POST', '/api/download-links', { token: customer.token, body: { path: exportPath } }))
        .status,
    ).toBe(403);
    const notExport = await t.request('POST', '/api/download-links', {
      token: owner,
      body: { path: '/api/admin/bookings' },
    });
    expect(notExport.status).toBe(404);
    const huge = await t.request('POST', '/api/download-links', {
      token: owner,
      body: { path: '/api/'.padEnd(50_000, 'x') },
    });
    expect(huge.status).toBe(413);
    for (const path of [
      '/api/'.padEnd(2_001, 'x'),
      '/api/admin/bookings.csv\0',
      'https://evil.example/api/admin/bookings.csv',
    ])
      expect((await t.request('POST', '/api/download-links', { token: owner, body: { path } })).status).toBe(
        400,
      );
    const extra = await t.request('POST', '/api/download-links', {
      token: owner,
      body: { path: exportPath, userId: 'x' },
    });
    expect(extra.status).toBe(400);
    // A made-up link, or the export without any sign-in.
    expect((await fetch(`${t.baseUrl}${exportPath}&link=${'a'.repeat(43)}`)).status).toBe(401);
    expect((await fetch(`${t.baseUrl}${exportPath}&link=${'a'.repeat(5000)}`)).status).toBe(401);
    expect((await fetch(`${t.baseUrl}${exportPath}`)).status).toBe(401);
  });

  it('do not open routes that never take a link, whatever the query says', async () => {
    const url = await linkFor(exportPath);
    const token = new URL(url, t.baseUrl).searchParams.get('link');
    expect((await fetch(`${t.baseUrl}/api/admin/bookings?link=${token}`)).status).toBe(401);
  });
});

describe('the canonical path of a link', () => {
  it.each([
    ['/api/a.csv?b=2&a=1', '/api/a.csv?a=1&b=2'],
    ['/api/a.csv?a=1&b=2&link=xyz', '/api/a.csv?a=1&b=2'],
    ['/api/a.csv?search=R%C4%81m+K', '/api/a.csv?search=R%C4%81m+K'],
    ['/api/a.csv?search=R%C4%81m%20K', '/api/a.csv?search=R%C4%81m+K'],
    ['/api/a.csv', '/api/a.csv'],
  ])('%s is %s', (url, path) => {
    expect(canonicalPath(url).path).toBe(path);
  });
});
