import { describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit';

async function hits(limiter: Awaited<ReturnType<typeof redisRateLimiter>>, key: string, n: number) {
  const results: boolean[] = [];
  for (let i = 0; i < n; i++) results.push(await limiter.hit(key, 3, 60_000));
  return results;
}

describe('rate limiter', () => {
  it('counts a key within its window, reports it exhausted, and forgets it on reset (memory)', async () => {
    const limiter = memoryRateLimiter();
    expect(await hits(limiter, 'login:a', 4)).toEqual([true, true, true, false]);
    expect(await limiter.exhausted('login:a', 3, 60_000)).toBe(true);
    expect(await limiter.exhausted('login:b', 3, 60_000)).toBe(false);
    await limiter.reset('login:a', 3, 60_000);
    expect(await hits(limiter, 'login:a', 1)).toEqual([true]);
  });

  it('keeps limiting in this process, and says so once, when Redis cannot be reached', async () => {
    const warnings: string[] = [];
    const limiter = await redisRateLimiter({
      // Nothing listens on port 1: every command fails, as during a Redis outage.
      url: 'redis://127.0.0.1:1',
      keyPrefix: 'chamak-unreachable',
      log: { info: () => undefined, warn: (_obj, msg) => warnings.push(msg) },
    });
    try {
      expect(limiter.store).toBe('redis');
      expect(await hits(limiter, 'login:c', 4)).toEqual([true, true, true, false]);
      expect(await limiter.exhausted('login:c', 3, 60_000)).toBe(true);
      expect(warnings).toEqual([
        'Redis unreachable: rate limits count in this process only until it is back',
      ]);
    } finally {
      await limiter.close();
    }
  });
});
