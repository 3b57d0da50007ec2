import type { AttemptStore, ThrottleRule } from '../../platform/attempt-throttle';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MAX_DELAY_MS = 15 * MINUTE;

/**
 * Sign-in limits: growing delays, never a lock (a lock would let anyone shut a customer out). The tight limit is on one account from one
 * address, so whoever guesses someone's password slows only themselves; looser limits on the account
 * from everywhere (many addresses guessing one password) and on one address for every account
 * (one address trying many accounts) catch spread-out guessing. An address the owner has signed in
 * from is exempt from the account-wide limit, so not even a guesser with many addresses keeps the owner out.
 */
export const LOGIN_RULES = {
  pair: { free: 5, windowMs: DAY, maxDelayMs: MAX_DELAY_MS },
  account: { free: 20, windowMs: DAY, maxDelayMs: MAX_DELAY_MS },
  address: { free: 30, windowMs: DAY, maxDelayMs: MAX_DELAY_MS },
} satisfies Record<string, ThrottleRule>;

/** How long an address the owner signed in from stays exempt from the account-wide limit. */
const KNOWN_ADDRESS_MS = 30 * DAY;

export type LoginTicket =
  | { allowed: true; keys: { key: string; rule: ThrottleRule; scope: keyof typeof LOGIN_RULES }[] }
  | { allowed: false; retryAfterMs: number; scope: keyof typeof LOGIN_RULES };

export function createLoginThrottle(store: AttemptStore, multiplier = 1) {
  // RATE_LIMIT_MULTIPLIER scales every limit (tests raise it); the delays stay as they are.
  const rules = Object.fromEntries(
    Object.entries(LOGIN_RULES).map(([name, rule]) => [
      name,
      { ...rule, free: Math.ceil(rule.free * multiplier) },
    ]),
  ) as typeof LOGIN_RULES;
  const known = (email: string, address: string) => `login-known:${email}|${address}`;

  return {
    store,

    /**
     * Counts this sign-in as a failure before the password is checked, so concurrent guesses cannot
     * slip past a limit between a check and a count; a success gives the count back (`succeeded`).
     * A refusal counts nothing.
     */
    async begin(email: string, address: string): Promise<LoginTicket> {
      const wanted: { key: string; rule: ThrottleRule; scope: keyof typeof LOGIN_RULES }[] = [
        { key: `login-address:${address}`, rule: rules.address, scope: 'address' },
      ];
      if (!(await store.isRemembered(known(email, address))))
        wanted.push({ key: `login-account:${email}`, rule: rules.account, scope: 'account' });
      wanted.push({ key: `login-pair:${email}|${address}`, rule: rules.pair, scope: 'pair' });

      const counted: typeof wanted = [];
      for (const entry of wanted) {
        const verdict = await store.attempt(entry.key, entry.rule);
        if (!verdict.allowed) {
          // Refused by one limit: the others give back what they counted for it.
          for (const c of counted) await store.uncount(c.key, c.rule);
          return { ...verdict, scope: entry.scope };
        }
        counted.push(entry);
      }
      return { allowed: true, keys: counted };
    },

    /** The right password: this attempt was no failure, this address's guesses are forgotten, and it is known. */
    async succeeded(ticket: LoginTicket & { allowed: true }, email: string, address: string) {
      for (const { key, rule, scope } of ticket.keys) {
        if (scope === 'pair') await store.clear(key, rule);
        else await store.uncount(key, rule);
      }
      await store.remember(known(email, address), KNOWN_ADDRESS_MS);
    },

    /**
     * The owner proved the account's mobile with a code (otp-login.service.ts): the account-wide
     * slowdown others' guesses caused is lifted, this address's own is forgotten, and it is known.
     */
    async codeSignedIn(email: string, address: string) {
      await store.clear(`login-account:${email}`, rules.account);
      await store.clear(`login-pair:${email}|${address}`, rules.pair);
      await store.remember(known(email, address), KNOWN_ADDRESS_MS);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
