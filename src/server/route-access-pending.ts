import type { Access } from './platform/access';

/**
 * Access of the booking routes until their own files declare `config: { access }` (the dispatch branch
 * converts src/server/modules/bookings/*). A route's own declaration always wins; delete this table
 * when every booking route carries one.
 */
const pending: Record<string, Access> = {
  'GET /api/availability': 'public',
  'POST /api/bookings': 'authenticated',
  'GET /api/bookings': 'authenticated',
  'GET /api/bookings/pending': 'authenticated',
  'POST /api/bookings/pending': 'authenticated',
  'DELETE /api/bookings/pending': 'authenticated',
  'POST /api/bookings/complete': 'authenticated',
  'POST /api/bookings/complete-payment': 'authenticated',
  'GET /api/bookings/:id': 'owner',
  'PUT /api/bookings/:id': 'owner',
  'PATCH /api/bookings/:id/cancel': 'owner',
  'PATCH /api/bookings/:id/assign': 'admin',
  'PATCH /api/bookings/:id/status': ['admin', 'cleaner'],
  'GET /api/admin/cleaners': 'admin',
};

export const pendingRouteAccess = (method: string, url: string): Access | undefined =>
  pending[`${method} ${url}`];
