import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { worthRetrying } from './action-queue';
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
