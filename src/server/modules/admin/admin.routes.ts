import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { adminAuditRoutes } from './audit/admin-audit.routes';
import { adminBookingsRoutes } from './bookings/admin-bookings.routes';
import { createAdminBookingsService, type BookingRatingsLookup } from './bookings/admin-bookings.service';
import { adminCouponsRoutes } from './coupons/admin-coupons.routes';
import { createAdminCouponsService } from './coupons/admin-coupons.service';
import { adminCustomersRoutes } from './customers/admin-customers.routes';
import { createAdminCustomersService } from './customers/admin-customers.service';
import { adminPaymentsRoutes } from './payments/admin-payments.routes';
import { adminSummaryRoutes } from './summary/admin-summary.routes';

/** The admin's read models and coupon management under /api/admin (catalogue and inbox edits live in their modules). */
export async function adminRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; ratings?: BookingRatingsLookup; exportBatchSize?: number },
) {
  const { db, clock } = deps;
  await app.register(adminCustomersRoutes, { customers: createAdminCustomersService(db) });
  await app.register(adminBookingsRoutes, {
    bookings: createAdminBookingsService(db, deps.ratings, { exportBatchSize: deps.exportBatchSize }),
  });
  await app.register(adminCouponsRoutes, { coupons: createAdminCouponsService(db) });
  await app.register(adminPaymentsRoutes, { db });
  await app.register(adminSummaryRoutes, { db, clock });
  await app.register(adminAuditRoutes, { db });
}
