import type { AdminBookingDetailDto } from '../../../../shared/api-admin';
import { toBookingAddressWithPointDto } from '../../../../shared/api-address';
import type { BookingRatingDto } from '../../../../shared/schemas/rating';
import type { AdminBookingsExportQuery, AdminBookingsQuery } from '../../../../shared/schemas/admin';
import type { AuditEntry } from '../../../platform/audit';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { seesCity } from '../../../../shared/domain/cities';
import { toAuditEntryDto } from '../audit/admin-audit.dto';
import { adminAuditRepository } from '../audit/admin-audit.repository';
import { toPaged } from '../paging';
import { toAdminPaymentDto } from '../payments/admin-payments.dto';
import { adminPaymentsRepository } from '../payments/admin-payments.repository';
import { toAdminBookingDto } from './admin-bookings.dto';
import { adminBookingsRepository } from './admin-bookings.repository';
import { exportBookingsCsv } from './export-bookings-csv';

/** What the booking page asks the ratings module (an interface: admin does not import it). */
export interface BookingRatingsLookup {
  forBookings(bookingIds: string[]): Promise<Map<string, BookingRatingDto>>;
}

export function createAdminBookingsService(
  db: Db,
  ratings?: BookingRatingsLookup,
  { exportBatchSize = 1000 }: { exportBatchSize?: number } = {},
) {
  return {
    /** A staff member tied to cities (`scopeCityIds`) sees only their bookings (decision 051). */
    async list(q: AdminBookingsQuery, scopeCityIds?: string[]) {
      const { rows, total, nextCursor } = await adminBookingsRepository.page(db, { ...q, scopeCityIds });
      return { ...toPaged(q, rows, total, toAdminBookingDto), nextCursor };
    },

    /** The filtered bookings as a CSV stream, read `exportBatchSize` at a time (export-bookings-csv.ts). */
    exportCsv: (q: AdminBookingsExportQuery, exportedBy: AuditEntry['actor'], scopeCityIds?: string[]) =>
      exportBookingsCsv({ db, batchSize: exportBatchSize }, q, exportedBy, scopeCityIds),

    async detail(id: string, scopeCityIds?: string[]): Promise<AdminBookingDetailDto> {
      const row = await adminBookingsRepository.find(db, id);
      if (!row || !seesCity(scopeCityIds, row.booking.cityId))
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      const [history, payments, audit, rated] = await Promise.all([
        adminBookingsRepository.history(db, id),
        adminPaymentsRepository.listFor(db, { bookingId: id }),
        adminAuditRepository.listFor(db, 'booking', id),
        ratings?.forBookings([id]),
      ]);
      const b = row.booking;
      return {
        booking: {
          ...toAdminBookingDto(row),
          packageId: b.packageId,
          packageDescription: b.packageDescription,
          packageDuration: b.packageDuration,
          address: toBookingAddressWithPointDto(b),
          quantity: Number(b.areaSqft),
          measurementUnit: b.measurementUnit,
          instructions: b.instructions,
          frequency: b.frequency,
          seriesId: b.seriesId,
          price: {
            basePaise: b.basePaise,
            addons: b.addons,
            discountPaise: b.discountPaise,
            couponCode: b.couponCode,
            totalPaise: b.totalPaise,
          },
          cleanerAssignedAt: b.cleanerAssignedAt?.toISOString() ?? null,
          cancelledAt: b.cancelledAt?.toISOString() ?? null,
          cancelReason: b.cancelReason,
          updatedAt: b.updatedAt.toISOString(),
          startCodeFailures: b.startCodeFailures,
        },
        payments: payments.map(toAdminPaymentDto),
        history: history.map((e) => ({
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          actorId: e.actorId,
          actorRole: e.actorRole,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
        audit: audit.map(toAuditEntryDto),
        rating: rated?.get(id) ?? null,
      };
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
