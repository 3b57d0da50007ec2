import type { Role } from '../api';
import type { StaffRole } from './staff-roles';

/**
 * The staff's permission table (PRODUCT §5c, issue 38): which staff role may do what. The server's route
 * access declarations (`config: { access: 'refunds' }`) and the admin console's buttons read this one table,
 * so a button a role cannot use is not shown and its route answers 403 as it does to any other wrong role.
 *
 * 'admin' is the owner (the spec's value, kept in every API answer). A city manager has everything of an
 * owner but staff and settings; scoping a city manager to their cities comes with cities (issue 38 part 2):
 * until then a city manager sees every city's data.
 */
export { STAFF_ROLES, isStaffRole, type StaffRole } from './staff-roles';

const OWNER_AND_CM = ['admin', 'city_manager'] as const;

export const PERMISSIONS = {
  /** The console's dashboard and its summary figures. */
  dashboard: ['admin', 'city_manager', 'dispatcher', 'support', 'finance'],
  /** Booking lists and details, a booking's proof, tips, location and attendance. */
  'bookings.read': ['admin', 'city_manager', 'dispatcher', 'support', 'finance'],
  /** Reschedule, cancel, change status, unlock a start code, fix an address's point. */
  'bookings.manage': ['admin', 'city_manager', 'dispatcher', 'support'],
  /** Assigning crews: free cleaners, assign, the dispatch board's explanations. */
  'bookings.assign': ['admin', 'city_manager', 'dispatcher'],
  /** Day plans and the dispatch mode's current value. */
  plans: ['admin', 'city_manager', 'dispatcher'],
  /** Cleaners' lists, calendars, jobs and leave; crews on the way. */
  'cleaners.calendar': ['admin', 'city_manager', 'dispatcher'],
  /** Adding and changing cleaners' accounts. */
  'cleaners.manage': OWNER_AND_CM,
  /**
   * Cleaner applicants (issue 38 part 3): their steps, ID photo, Aadhaar's last four digits, police
   * verification, training, activation and erasure. Owners and city managers: they hire; dispatchers
   * see the new cleaners once active.
   */
  hiring: OWNER_AND_CM,
  /** Customers' lists and details. */
  customers: ['admin', 'city_manager', 'dispatcher', 'support'],
  /** Complaints and their resolution (re-cleans). */
  complaints: ['admin', 'city_manager', 'support'],
  /** The inbox: contacts, quotes, ratings, conversations, the newsletter; messages sent and their retries. */
  inbox: ['admin', 'city_manager', 'support'],
  /** Payments and those needing attention. */
  payments: ['admin', 'city_manager', 'finance'],
  refunds: ['admin', 'city_manager', 'finance'],
  /** Goodwill credits to a customer, each grant up to the role's limit (domain/credits.ts GOODWILL_LIMIT_PAISE). */
  'credits.grant': ['admin', 'city_manager', 'support', 'finance'],
  /** Referrals and their state (who referred whom, rewarded or refused and why). */
  'referrals.read': ['admin', 'city_manager', 'support', 'finance'],
  /** A customer's credits balance and ledger (those who grant goodwill see what the customer holds). */
  'credits.read': ['admin', 'city_manager', 'support', 'finance'],
  /** Cleaners' payouts, pay rules, cash held and handed over. */
  payouts: ['admin', 'city_manager', 'finance'],
  invoices: ['admin', 'city_manager', 'finance'],
  /** CSV exports. */
  exports: ['admin', 'city_manager', 'finance'],
  /** Services, packages, add-ons, coupons, service area. */
  prices: OWNER_AND_CM,
  /** The audit log and the mail outbox. */
  audit: OWNER_AND_CM,
  /** Business settings (the dispatch mode). */
  settings: ['admin'],
  /** Staff accounts and their roles. */
  staff: ['admin'],
  /** Taking away a staff member's second factor (a lost phone), so they set it up again. */
  'staff.reset-second-factor': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export function isAction(value: string): value is Action {
  return Object.hasOwn(PERMISSIONS, value);
}

/** Whether a role may do an action; clients and cleaners may do none of the console's. */
export function can(role: Role | null | undefined, action: Action): boolean {
  return !!role && (PERMISSIONS[action] as readonly string[]).includes(role);
}

/** The roles an action admits. */
export function rolesFor(action: Action): readonly StaffRole[] {
  return PERMISSIONS[action];
}
