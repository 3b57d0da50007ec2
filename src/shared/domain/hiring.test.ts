import { describe, expect, it } from 'vitest';
import {
  canMove,
  firstNameOf,
  maskAadhaar,
  nextState,
  TRAINING_ITEMS,
  type ApplicationFacts,
} from './hiring';

const base: ApplicationFacts = {
  state: 'screening',
  hasIdPhoto: false,
  hasAadhaarLast4: false,
  policeStatus: 'not-started',
  policeDate: null,
  training: [],
};

describe('hiring states', () => {
  it.each([
    [{ ...base }, 'documents', { ok: true }],
    [{ ...base }, 'police', { ok: false, reason: 'not-next' }],
    [{ ...base }, 'rejected', { ok: true }],
    [{ ...base, state: 'documents' as const }, 'police', { ok: false, reason: 'documents-missing' }],
    [
      { ...base, state: 'documents' as const, hasIdPhoto: true },
      'police',
      { ok: false, reason: 'documents-missing' },
    ],
    [
      { ...base, state: 'documents' as const, hasIdPhoto: true, hasAadhaarLast4: true },
      'police',
      { ok: true },
    ],
    [
      { ...base, state: 'police' as const, policeStatus: 'submitted' as const },
      'training',
      { ok: false, reason: 'police-not-cleared' },
    ],
    [
      { ...base, state: 'police' as const, policeStatus: 'cleared' as const },
      'training',
      { ok: false, reason: 'police-not-cleared' },
    ],
    [
      { ...base, state: 'police' as const, policeStatus: 'cleared' as const, policeDate: '2026-11-20' },
      'training',
      { ok: true },
    ],
    [
      { ...base, state: 'training' as const, training: ['safety'] },
      'active',
      { ok: false, reason: 'training-incomplete' },
    ],
    [{ ...base, state: 'training' as const, training: [...TRAINING_ITEMS] }, 'active', { ok: true }],
    [{ ...base, state: 'training' as const }, 'rejected', { ok: true }],
    [{ ...base, state: 'active' as const }, 'rejected', { ok: false, reason: 'final' }],
    [{ ...base, state: 'rejected' as const }, 'documents', { ok: false, reason: 'final' }],
    [{ ...base, state: 'documents' as const }, 'screening', { ok: false, reason: 'not-next' }],
  ] as const)('%o → %s', (facts, to, expected) => {
    expect(canMove(facts, to)).toEqual(expected);
  });

  it.each([
    ['screening', 'documents'],
    ['training', 'active'],
    ['active', null],
    ['rejected', null],
  ] as const)('next after %s is %s', (state, next) => expect(nextState(state)).toBe(next));

  it('masks an Aadhaar to its last four digits and names a first name', () => {
    expect(maskAadhaar('1234')).toBe('XXXX XXXX 1234');
    expect(maskAadhaar(null)).toBeNull();
    expect(firstNameOf('  Ravi Kumar Verma ')).toBe('Ravi');
  });
});
