import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors';
import { serverMessages } from '../../shared/texts';

/**
 * Fixed-window counters kept in this process. One limiter can count by address, by account, by email:
 * what @fastify/rate-limit's one key per route cannot. Several processes would each count alone;
 * behind a load balancer move this to Redis.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Count one hit; true while the key is within `max` for the window. */
  hit(key: string, max: number, windowMs: number): boolean {
    const now = this.now();
    if (this.windows.size > 50_000) this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return true;
    }
    current.count++;
    return current.count <= max;
  }

  /** Has the key already used up `max` (without counting a hit)? */
  exhausted(key: string, max: number): boolean {
    const current = this.windows.get(key);
    return !!current && current.resetAt > this.now() && current.count >= max;
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export function tooManyRequests(): AppError {
  return new AppError('RATE_LIMITED', 429, serverMessages.tooManyRequests);
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  /** What to count by; return null to skip this rule for the request. */
  key: (request: FastifyRequest) => string | null;
}

/** A preHandler that answers 429 once any rule's window is used up. Runs after validation (body is parsed). */
export function rateLimit(
  limiter: RateLimiter,
  multiplier: number,
  ...rules: LimitRule[]
): preHandlerAsyncHookHandler {
  return async (request) => {
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === null) continue;
      if (!limiter.hit(`${rule.name}:${key}`, Math.ceil(rule.max * multiplier), rule.windowMs))
        throw tooManyRequests();
    }
  };
}

export const byAddress = (request: FastifyRequest) => request.ip;
export const byBodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : null;
};
