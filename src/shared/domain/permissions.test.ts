import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../api';
import { ACTIONS, can, isStaffRole, PERMISSIONS, STAFF_ROLES, type Action } from './permissions';

/**
 * The table written out as the issue reads it (O = owner 'admin', M = city manager, D = dispatcher,
 * S = support, F = finance): a change to PERMISSIONS that does not change this table too fails here.
 */
const EXPECTED: Record<Action, string> = {
  dashboard: 'OMDSF',
  'bookings.read': 'OMDSF',
  'bookings.manage': 'OMDS',
  'bookings.assign': 'OMD',
  plans: 'OMD',
  'cleaners.calendar': 'OMD',
  'cleaners.manage': 'OM',
  hiring: 'OM',
  customers: 'OMDS',
  complaints: 'OMS',
  inbox: 'OMS',
  payments: 'OMF',
  refunds: 'OMF',
  'credits.grant': 'OMSF',
  'referrals.read': 'OMSF',
  'credits.read': 'OMSF',
  payouts: 'OMF',
  invoices: 'OMF',
  exports: 'OMF',
  prices: 'OM',
  audit: 'OM',
  settings: 'O',
  staff: 'O',
  'staff.reset-second-factor': 'O',
};
const LETTER: Record<string, Role> = {
  O: 'admin',
  M: 'city_manager',
  D: 'dispatcher',
  S: 'support',
  F: 'finance',
};

describe('the permission table', () => {
  it('lists every action once in the expected table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  for (const action of ACTIONS)
    for (const role of ROLES) {
      const allowed = [...EXPECTED[action]].map((l) => LETTER[l]).includes(role);
      it(`${allowed ? 'lets' : 'refuses'} ${role} ${action}`, () => {
        expect(can(role, action)).toBe(allowed);
      });
    }

  it('gives an owner everything, and clients, cleaners and nobody nothing', () => {
    for (const action of ACTIONS) {
      expect(can('admin', action)).toBe(true);
      expect(can('client', action)).toBe(false);
      expect(can('cleaner', action)).toBe(false);
      expect(can(null, action)).toBe(false);
    }
  });

  it('keeps the issue’s lines: no refunds, prices, payouts or staff for a dispatcher; no assignment for finance', () => {
    for (const a of ['refunds', 'prices', 'payouts', 'staff'] as const)
      expect(can('dispatcher', a)).toBe(false);
    for (const a of ['prices', 'payouts', 'staff'] as const) expect(can('support', a)).toBe(false);
    expect(can('finance', 'bookings.assign')).toBe(false);
    for (const a of ACTIONS)
      expect(can('city_manager', a), a).toBe(!a.startsWith('staff') && a !== 'settings');
  });

  it('knows the staff roles', () => {
    expect(STAFF_ROLES.filter(isStaffRole)).toEqual([...STAFF_ROLES]);
    expect(isStaffRole('client')).toBe(false);
    expect(isStaffRole('cleaner')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
    expect(
      Object.values(PERMISSIONS)
        .flat()
        .every((r) => STAFF_ROLES.includes(r)),
    ).toBe(true);
  });
});
