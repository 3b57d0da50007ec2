/**
 * The roles that work in the admin console: 'admin' is the owner (the spec's value). Apart from the
 * permission table (permissions.ts) so the public pages' header, which only asks "is this staff?", does not
 * carry the whole table.
 */
export const STAFF_ROLES = ['admin', 'city_manager', 'dispatcher', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}
