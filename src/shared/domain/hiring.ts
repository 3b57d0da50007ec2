/**
 * Hiring cleaners (issue 38 part 3): the states an application moves through and the rules between them.
 *
 *   screening → documents → police → training → active
 *        └──────────┴───────────┴─────────┴──→ rejected
 *
 * An admin moves an applicant one step forward at a time; any state before active may be rejected. Active
 * and rejected are final. Documents need the ID photo and the Aadhaar's last four digits before police;
 * police needs a cleared verification (with its date) before training; training needs every checklist item
 * before active.
 */
export const APPLICATION_STATES = [
  'screening',
  'documents',
  'police',
  'training',
  'active',
  'rejected',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The steps forward, in order; rejected is reached from any of them but active. */
const FORWARD: ApplicationState[] = ['screening', 'documents', 'police', 'training', 'active'];

/**
 * The cities an applicant may apply in, as slugs. THE one place: when cities (issue 38 part 2) land, this
 * list gives way to the cities table (the slug stays the key).
 */
export const HIRING_CITIES = ['indore', 'bhopal'] as const;
export type HiringCity = (typeof HIRING_CITIES)[number];
export const HIRING_CITY_NAMES: Record<HiringCity, { en: string; hi: string }> = {
  indore: { en: 'Indore', hi: 'इंदौर' },
  bhopal: { en: 'Bhopal', hi: 'भोपाल' },
};

export const AVAILABILITIES = ['full-time', 'part-time', 'weekends'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const POLICE_STATUSES = ['not-started', 'submitted', 'cleared', 'failed'] as const;
export type PoliceStatus = (typeof POLICE_STATUSES)[number];

/** What a new cleaner is trained in before their first job; all ticked before active. */
export const TRAINING_ITEMS = ['safety', 'products', 'checklist', 'customer-conduct', 'app'] as const;
export type TrainingItem = (typeof TRAINING_ITEMS)[number];
export const TRAINING_ITEM_LABELS: Record<TrainingItem, string> = {
  safety: 'Safety and equipment',
  products: 'Cleaning products and surfaces',
  checklist: 'The package checklist and photos',
  'customer-conduct': 'Conduct at a customer’s home',
  app: 'The cleaner app: jobs, start code, on my way',
};

/** Applications (and their ID photos) are erased this long after their last change, whatever their state. */
export const APPLICATION_RETENTION_DAYS = 180;

export interface ApplicationFacts {
  state: ApplicationState;
  hasIdPhoto: boolean;
  hasAadhaarLast4: boolean;
  policeStatus: PoliceStatus;
  policeDate: string | null;
  training: readonly string[];
}

export type MoveRefusal =
  'final' | 'not-next' | 'documents-missing' | 'police-not-cleared' | 'training-incomplete';

/** Whether an application may move to `to` now, and if not why (the admin reads the reason). */
export function canMove(
  a: ApplicationFacts,
  to: ApplicationState,
): { ok: true } | { ok: false; reason: MoveRefusal } {
  if (a.state === 'active' || a.state === 'rejected') return { ok: false, reason: 'final' };
  if (to === 'rejected') return { ok: true };
  if (FORWARD.indexOf(to) !== FORWARD.indexOf(a.state) + 1) return { ok: false, reason: 'not-next' };
  if (to === 'police' && !(a.hasIdPhoto && a.hasAadhaarLast4))
    return { ok: false, reason: 'documents-missing' };
  if (to === 'training' && !(a.policeStatus === 'cleared' && a.policeDate))
    return { ok: false, reason: 'police-not-cleared' };
  if (to === 'active' && !TRAINING_ITEMS.every((i) => a.training.includes(i)))
    return { ok: false, reason: 'training-incomplete' };
  return { ok: true };
}

/** The next state forward, or null from a final one. */
export function nextState(state: ApplicationState): ApplicationState | null {
  const i = FORWARD.indexOf(state);
  return i < 0 || i === FORWARD.length - 1 ? null : FORWARD[i + 1];
}

/** An Aadhaar as anyone reads it: never more than its last four digits ('XXXX XXXX 1234'). */
export const maskAadhaar = (last4: string | null): string | null => (last4 ? `XXXX XXXX ${last4}` : null);

/** A person's first name, as a customer sees a crew member. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
