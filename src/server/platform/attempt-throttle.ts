import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { attemptsRepository } from './attempts.repository';
import type { Clock } from './clock';

/**
 * Growing delays for guesses (sign-in): a key gets `free` attempts in its window; from then on each
 * counted attempt makes the next one wait 1, 2, 4 ... seconds, up to `maxDelayMs`. Nothing is ever
 * locked for good, and a delay only holds up the key that earned it.
 */
export interface ThrottleRule {
  free: number;
  windowMs: number;
  maxDelayMs: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Where the counts live: Redis (shared by every process) when REDIS_URL is set, else the database.
 * Both count atomically: however many attempts arrive at once, exactly as many pass as the rule allows
 * and each one passed is counted once.
 */
export interface AttemptStore {
  readonly kind: 'redis' | 'database';
  /** Counts this attempt at `key`, or answers how long it must wait (then nothing is counted). */
  attempt(key: string, rule: ThrottleRule): Promise<AttemptVerdict>;
  /** Gives one counted attempt back: it succeeded, or another key's limit refused it. */
  uncount(key: string, rule: ThrottleRule): Promise<void>;
  /** Forgets the key's count and delay. */
  clear(key: string, rule: ThrottleRule): Promise<void>;
  /** Remembers a key (a fact, not a count) for `ttlMs`. */
  remember(key: string, ttlMs: number): Promise<void>;
  isRemembered(key: string): Promise<boolean>;
}

/** 2^(n - free) seconds after the n-th counted attempt, n >= free, capped. */
export function delayAfter(attempts: number, rule: ThrottleRule): number {
  if (attempts < rule.free) return 0;
  return Math.min(2 ** Math.min(attempts - rule.free, 40) * 1000, rule.maxDelayMs);
}

export function databaseAttemptStore(db: Db, clock: Clock): AttemptStore {
  let sincePurge = 0;
  return {
    kind: 'database',
    async attempt(key, rule) {
      const now = clock.now();
      // Old rows are only waiting to be reset; sweeping them every so often keeps the table small.
      if (++sincePurge >= 500) {
        sincePurge = 0;
        await attemptsRepository.purgeExpired(db, now);
      }
      const counted = await attemptsRepository.countUnlessBlocked(db, key, rule, now);
      if (counted !== null) return { allowed: true };
      const until = await attemptsRepository.blockedUntil(db, key);
      return { allowed: false, retryAfterMs: Math.max(1000, (until?.getTime() ?? 0) - now.getTime()) };
    },
    uncount: (key) => attemptsRepository.uncount(db, key),
    clear: (key) => attemptsRepository.remove(db, key),
    remember: (key, ttlMs) => attemptsRepository.remember(db, key, new Date(clock.now().getTime() + ttlMs)),
    isRemembered: (key) => attemptsRepository.isRemembered(db, key, clock.now()),
  };
}

const BIG = 1_000_000_000;

/**
 * The same rules on Redis with rate-limiter-flexible: a counter per key (INCR in one script, so no
 * count is lost) and a gate per key that admits one attempt per delay (the first to set it wins).
 * While Redis is unreachable each process counts in its memory (the insurance limiters), as the
 * route limits of rate-limit.ts do.
 */
export function redisAttemptStore(client: Redis, keyPrefix: string): AttemptStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (kind: 'n' | 'gate' | 'known', points: number, durationSec: number) => {
    const id = `${kind}/${points}/${durationSec}`;
    let found = limiters.get(id);
    if (!found) {
      found = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}:at:${kind}`,
        points,
        duration: durationSec,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration: durationSec }),
      });
      limiters.set(id, found);
    }
    return found;
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const counter = (rule: ThrottleRule) => limiter('n', BIG, seconds(rule.windowMs));
  const gate = (ms: number) => limiter('gate', 1, seconds(ms));

  return {
    kind: 'redis',
    async attempt(key, rule) {
      const waiting = await gate(1000).get(key);
      if (waiting && waiting.consumedPoints >= 1 && waiting.msBeforeNext > 0)
        return { allowed: false, retryAfterMs: Math.max(1000, waiting.msBeforeNext) };
      const counted = await counter(rule).consume(key);
      if (counted.consumedPoints < rule.free) return { allowed: true };
      try {
        // Only the first attempt to reach the gate passes it; the gate stays shut for the delay it earned.
        await gate(delayAfter(counted.consumedPoints, rule)).consume(key);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        await counter(rule).reward(key, 1);
        return { allowed: false, retryAfterMs: Math.max(1000, error.msBeforeNext) };
      }
    },
    async uncount(key, rule) {
      const current = await counter(rule).get(key);
      if (current && current.consumedPoints > 0) await counter(rule).reward(key, 1);
    },
    async clear(key, rule) {
      await Promise.all([counter(rule).delete(key), gate(1000).delete(key)]);
    },
    async remember(key, ttlMs) {
      await limiter('known', BIG, seconds(ttlMs)).set(key, 1, seconds(ttlMs));
    },
    async isRemembered(key) {
      return !!(await limiter('known', BIG, 1).get(key));
    },
  };
}
