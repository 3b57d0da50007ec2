import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError, RetryLaterError } from './errors';
import { serverMessages } from '../../shared/texts';

/**
 * Fixed-window counters by any key: by address, by account, by email (what @fastify/rate-limit's one
 * key per route cannot). Shared by every process through Redis when REDIS_URL is set, else kept in
 * this process.
 */
export interface RateLimiter {
  readonly store: 'redis' | 'memory';
  /** Count one hit; true while the key is within `max` for the window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
  /** Has the key already used up `max` (without counting a hit)? */
  exhausted(key: string, max: number, windowMs: number): Promise<boolean>;
  reset(key: string, max: number, windowMs: number): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * rate-limiter-flexible underneath: one limiter per (max, window), all writing the same keys, so
 * counting, reading and resetting a key agree whichever limiter does it.
 */
class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    readonly store: 'redis' | 'memory',
    private readonly make: (points: number, durationSec: number) => RateLimiterAbstract,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {}

  private limiter(max: number, windowMs: number) {
    const id = `${max}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      // Redis expiries are whole seconds.
      limiter = this.make(max, Math.max(1, Math.ceil(windowMs / 1000)));
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async hit(key: string, max: number, windowMs: number) {
    try {
      await this.limiter(max, windowMs).consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  async exhausted(key: string, max: number, windowMs: number) {
    const res = await this.limiter(max, windowMs).get(key);
    return !!res && res.consumedPoints >= max;
  }

  async reset(key: string, max: number, windowMs: number) {
    await this.limiter(max, windowMs).delete(key);
  }

  close() {
    return this.onClose();
  }
}

export function memoryRateLimiter(): RateLimiter {
  return new FlexibleRateLimiter('memory', (points, duration) => new RateLimiterMemory({ points, duration }));
}

/**
 * A Redis connection for counters: commands fail at once while it is down (so callers fall back to
 * counting in memory), and the outage and the recovery are each logged once.
 */
export async function connectRedis(url: string, log: Log): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // A command while disconnected fails at once (to the insurance limiter) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let degraded = false;
  client.on('error', (error: Error) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: error.message },
      'Redis unreachable: rate limits count in this process only until it is back',
    );
  });
  client.on('ready', () => {
    if (degraded) log.info({}, 'Redis is back: rate limits are shared again');
    degraded = false;
  });
  await client.connect().catch(() => undefined); // reported by the error handler; retried by ioredis
  return client;
}

/**
 * Counters in Redis, shared by all processes. While Redis cannot be reached, each process counts in
 * its own memory (rate-limiter-flexible's insurance limiter) and says so once in the log: limits stay
 * on, only per process, rather than failing open to whoever can guess passwords during an outage or
 * failing every login closed because a cache is down.
 */
export async function redisRateLimiter(opts: {
  url: string;
  keyPrefix: string;
  log: Log;
}): Promise<RateLimiter> {
  const client = await connectRedis(opts.url, opts.log);
  const limiter = new FlexibleRateLimiter(
    'redis',
    (points, duration) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${opts.keyPrefix}:rl`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      }),
    async () => {
      client.disconnect();
    },
  );
  return limiter;
}

export function createRateLimiter(opts: { redisUrl?: string; keyPrefix: string; log: Log }) {
  return opts.redisUrl
    ? redisRateLimiter({ url: opts.redisUrl, keyPrefix: opts.keyPrefix, log: opts.log })
    : Promise.resolve(memoryRateLimiter());
}

/** 429 with the spec's message; given how long to wait, the answer says it in Retry-After. */
export function tooManyRequests(retryAfterMs?: number): AppError {
  if (retryAfterMs === undefined) return new AppError('RATE_LIMITED', 429, serverMessages.tooManyRequests);
  return new RetryLaterError(
    'RATE_LIMITED',
    serverMessages.tooManyRequests,
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  /** What to count by; return null to skip this rule for the request. */
  key: (request: FastifyRequest) => string | null;
}

/**
 * A hook that answers 429 once any rule's window is used up. Attach it as the route's `onRequest` (issue
 * 23): it then counts before the body is read, parsed and validated, so a flood of bad or huge bodies is
 * refused as cheaply as a good one. Only rules that read the body (byBodyEmail) belong in `preHandler`,
 * where a skipped rule (key null) would otherwise pass silently.
 */
export function rateLimit(
  limiter: RateLimiter,
  multiplier: number,
  ...rules: LimitRule[]
): onRequestAsyncHookHandler {
  return async (request) => {
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === null) continue;
      if (!(await limiter.hit(`${rule.name}:${key}`, Math.ceil(rule.max * multiplier), rule.windowMs)))
        throw tooManyRequests();
    }
  };
}

export const byAddress = (request: FastifyRequest) => request.ip;
export const byBodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : null;
};
