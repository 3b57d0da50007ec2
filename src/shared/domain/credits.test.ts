import { describe, expect, it } from 'vitest';
import { goodwillInputSchema } from '../schemas/credits';
import {
  CREDIT_REASONS,
  creditReasonLabels,
  creditLots,
  creditsToUse,
  dueCreditExpiries,
  expiredLotOf,
  expiryKey,
  GOODWILL_LIMIT_PAISE,
  goodwillLimitPaise,
  mayGrantGoodwill,
  type CreditMovement,
} from './credits';
import { rolesFor } from './permissions';
import { STAFF_ROLES } from './staff-roles';

describe('goodwill limits per role', () => {
  it.each([
    ['admin', 5_000_00, true],
    ['admin', 5_000_01, false],
    ['city_manager', 2_000_00, true],
    ['finance', 2_000_00, true],
    ['finance', 2_000_01, false],
    ['support', 500_00, true],
    ['support', 500_01, false],
    ['dispatcher', 1_00, false],
    ['client', 1_00, false],
    ['cleaner', 1_00, false],
    ['admin', 0, false],
    ['admin', -100, false],
    ['admin', 10.5, false],
  ])('%s granting %i paise: %s', (role, paise, allowed) => {
    expect(mayGrantGoodwill(role, paise)).toBe(allowed);
  });

  it('gives every staff role a limit, and the permission table exactly the roles with one above zero', () => {
    expect(Object.keys(GOODWILL_LIMIT_PAISE).sort()).toEqual([...STAFF_ROLES].sort());
    expect(STAFF_ROLES.filter((r) => goodwillLimitPaise(r) > 0).sort()).toEqual(
      [...rolesFor('credits.grant')].sort(),
    );
    expect(goodwillLimitPaise('toString')).toBe(0);
  });
});

describe('credits used at payment', () => {
  it.each([
    [0, 1_000_00, 0],
    [300_00, 1_000_00, 300_00],
    [1_000_00, 1_000_00, 1_000_00],
    [5_000_00, 1_000_00, 1_000_00],
    [-1, 1_000_00, 0],
    [300_00, 0, 0],
  ])('a balance of %i on a total of %i uses %i', (balance, total, used) => {
    expect(creditsToUse(balance, total)).toBe(used);
  });
});

describe('reasons', () => {
  it('has words for every reason', () => {
    for (const r of CREDIT_REASONS) expect(creditReasonLabels[r]).toMatch(/\w/);
  });
});

describe('the goodwill form', () => {
  it.each([
    [{ amountRupees: 250, reason: 'Late crew' }, true],
    [{ amountRupees: 99.5, reason: 'Late crew' }, true],
    [{ amountRupees: 99.555, reason: 'Late crew' }, false],
    [{ amountRupees: 0, reason: 'Late crew' }, false],
    [{ amountRupees: -5, reason: 'Late crew' }, false],
    [{ amountRupees: 250, reason: '' }, false],
    [{ amountRupees: 250, reason: 'x'.repeat(201) }, false],
    [{ amountRupees: 250, reason: 'x'.repeat(200) }, true],
    [{ amountRupees: 250, reason: 'bad\u0000byte' }, false],
    [{ amountRupees: 250, reason: 'Late crew', userId: 'x' }, false],
    [{ amountRupees: '250', reason: 'Late crew' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(goodwillInputSchema.safeParse(body).success).toBe(valid);
  });
});

describe('what remains of each lot: spends take the soonest-expiring credit first', () => {
  // Days as times: a lot given on day `at`, running out on day `exp` (null: never).
  const lot = (id: string, at: number, amountPaise: number, exp: number | null = null): CreditMovement => ({
    id,
    at,
    amountPaise,
    reason: 'goodwill',
    expiresAt: exp,
  });
  const spend = (at: number, paise: number): CreditMovement => ({
    id: `s${at}.${paise}`,
    at,
    amountPaise: -paise,
    reason: 'spent',
  });
  const expired = (at: number, lotId: string, paise: number): CreditMovement => ({
    id: `x${lotId}`,
    at,
    amountPaise: -paise,
    reason: 'expired',
    expiredLotId: lotId,
  });
  const remains = (movements: CreditMovement[]) =>
    Object.fromEntries(creditLots(movements).map((l) => [l.id, l.remainingPaise]));

  it.each<[string, CreditMovement[], Record<string, number>]>([
    ['nothing spent: every lot whole', [lot('a', 1, 100, 10), lot('b', 2, 50)], { a: 100, b: 50 }],
    [
      'a spend takes the expiring lot before the never-expiring one, though given later',
      [lot('n', 1, 100), lot('e', 2, 100, 30), spend(3, 60)],
      { n: 100, e: 40 },
    ],
    [
      'the sooner expiry first, whatever the order given',
      [lot('late', 1, 100, 60), lot('soon', 2, 100, 20), spend(3, 150)],
      { late: 50, soon: 0 },
    ],
    [
      'one expiry: the older lot first',
      [lot('old', 1, 100, 20), lot('new', 2, 100, 20), spend(3, 120)],
      { old: 0, new: 80 },
    ],
    [
      'a spend takes only lots given before it',
      [lot('a', 1, 100), spend(2, 80), lot('b', 3, 100, 10)],
      { a: 20, b: 100 },
    ],
    [
      'spends one after another run down the lots in expiry order',
      [
        lot('n', 1, 100),
        lot('e1', 1, 50, 10),
        lot('e2', 1, 50, 20),
        spend(2, 30),
        spend(3, 40),
        spend(4, 50),
      ],
      { n: 80, e1: 0, e2: 0 },
    ],
    [
      'an expired entry takes its own lot, and later spends the rest',
      [lot('e', 1, 100, 5), lot('n', 1, 100), spend(2, 30), expired(5, 'e', 70), spend(6, 50)],
      { e: 0, n: 50 },
    ],
    [
      'a same-moment refund is counted before the spend it pays for',
      [spend(1, 100), { id: 'r', at: 1, amountPaise: 100, reason: 'refund' }],
      { r: 0 },
    ],
    [
      'a negative correction takes like a spend',
      [lot('n', 1, 100), lot('e', 1, 100, 9), { id: 'c', at: 2, amountPaise: -100, reason: 'reversal' }],
      { n: 100, e: 0 },
    ],
  ])('%s', (_name, movements, expected) => {
    expect(remains(movements)).toEqual(expected);
  });

  it.each<[string, CreditMovement[], number, Array<[string, number]>]>([
    ['nothing has run out yet', [lot('e', 1, 100, 10)], 9, []],
    ['a lot runs out at its expiry, whole', [lot('e', 1, 100, 10)], 10, [['e', 100]]],
    ['what is left after spends runs out', [lot('e', 1, 100, 10), spend(2, 30)], 11, [['e', 70]]],
    ['a lot spent in full runs out at zero', [lot('e', 1, 100, 10), spend(2, 100)], 11, [['e', 0]]],
    [
      'spends go to the expiring lot, so the never-expiring one is kept',
      [lot('n', 1, 100), lot('e', 1, 100, 10), spend(2, 100)],
      11,
      [['e', 0]],
    ],
    ['never-expiring credit never runs out', [lot('n', 1, 100)], 1e15, []],
    ['a lot expired once is not due again', [lot('e', 1, 100, 10), expired(10, 'e', 100)], 20, []],
    [
      'two lots run out, each by what is left of it',
      [lot('a', 1, 100, 5), lot('b', 1, 100, 8), lot('n', 1, 100), spend(2, 150)],
      9,
      [
        ['a', 0],
        ['b', 50],
      ],
    ],
  ])('%s', (_name, movements, now, expected) => {
    expect(dueCreditExpiries(movements, now).map((d) => [d.lotId, d.remainingPaise])).toEqual(expected);
  });

  it('names the lot in the expired entry key, and nothing else', () => {
    expect(expiredLotOf(expiryKey('abc'))).toBe('abc');
    expect(expiredLotOf('goodwill:abc')).toBeNull();
    expect(expiredLotOf(null)).toBeNull();
  });
});
