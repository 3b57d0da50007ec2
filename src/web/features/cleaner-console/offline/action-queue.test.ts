import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { send, worthRetrying } from './action-queue';
import { jobsToKeep } from './job-store';
import type { CleanerJob } from '../model/cleaner-job';

describe('a queued action the server did not take', () => {
  it.each([
    ['no connection', new ApiError('network', null, 'Failed to fetch'), true],
    ['no answer in time', new ApiError('timeout', null, 'Request Timeout'), true],
    ['a server error', new ApiError('http', 503, 'Unavailable'), true],
    ['signed out meanwhile', new ApiError('http', 401, 'Unauthorized'), true],
    ['too many requests', new ApiError('http', 429, 'Slow down'), true],
    ['the job was cancelled', new ApiError('http', 409, 'This booking has already been cancelled.'), false],
    ['the job is no longer theirs', new ApiError('http', 404, 'Booking not found'), false],
    [
      'the job moved on',
      new ApiError('http', 400, 'A booking cannot move from completed to completed.'),
      false,
    ],
  ])('%s: tried again later = %s', (_, error, retry) => {
    expect(worthRetrying(error)).toBe(retry);
  });
});

describe('the jobs kept on the phone', () => {
  it('are today’s and tomorrow’s only', () => {
    const job = (date: string) => ({ id: date, date }) as CleanerJob;
    const kept = jobsToKeep(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map(job), '2026-11-26');
    expect(kept.map((j) => j.date)).toEqual(['2026-11-26', '2026-11-27']);
  });
});

describe('a cash collection kept on the phone (issue 37)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent as the collection of the amount shown, under its key (the server records it once)', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { status: 'success', data: {} },
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await send({ kind: 'collect', method: 'cash', amount: 998, key: 'k-1234-5678', jobId: 'j1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bookings/j1/collect');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ method: 'cash', amount: 998 });
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-1234-5678');
  });
});

describe('an answer to a job offer kept on the phone (issue 35)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent to the offer under its key; a 409 (taken meanwhile) is the server’s decision, shown not retried', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ status: 'success', data: {} }, { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await send({ kind: 'accept-offer', offerId: 'o1', key: 'k-1', jobId: 'b1' });
    await send({ kind: 'decline-offer', offerId: 'o2', reason: 'Too far', key: 'k-2', jobId: 'b2' });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, init.method, JSON.parse(String(init.body))])).toEqual([
      ['/api/cleaner/offers/o1/accept', 'POST', {}],
      ['/api/cleaner/offers/o2/decline', 'POST', { reason: 'Too far' }],
    ]);
    expect(new Headers(calls[0][1].headers).get('idempotency-key')).toBe('k-1');
    expect(
      worthRetrying(
        new ApiError('http', 409, 'Someone in your crew has already accepted this job.', 'OFFER_TAKEN'),
      ),
    ).toBe(false);
  });
});
