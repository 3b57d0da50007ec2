import { describe, expect, it } from 'vitest';
import { goodwillInputSchema } from '../schemas/credits';
import {
  CREDIT_REASONS,
  creditReasonLabels,
  creditsToUse,
  GOODWILL_LIMIT_PAISE,
  goodwillLimitPaise,
  mayGrantGoodwill,
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
