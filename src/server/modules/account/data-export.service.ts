import { consentHistory } from '../../platform/consent-records.repository';
import { grievancesOf } from '../privacy/grievances.service';
import type { DataExport } from '../../../shared/api-account';
import { toBookingAddressWithPointDto } from '../../../shared/api-address';
import { bookingReference } from '../../../shared/booking-reference';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { accountDataRepository } from './account-data.repository';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A customer's copy of what Chamak keeps about them (DPDP Act 2023): their own rows only, read by their
 * account id, mapped field by field (no internal columns: start codes, hashes, token versions, provider
 * claims). Each download is audited.
 */
export function createDataExportService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async exportFor(actor: AuthUser): Promise<DataExport> {
      const rows = await accountDataRepository.exportRows(db, actor.id);
      if (!rows.user) throw notFound('User not found');
      const { user } = rows;
      const data: DataExport = {
        format: 'chamak-data-export/1',
        exportedAt: iso(clock.now()),
        profile: {
          id: user.id,
          name: user.name,
          email: user.email,
          phone: user.phone,
          role: user.role,
          language: user.language,
          createdAt: iso(user.createdAt),
        },
        notificationPreferences: rows.preferences
          ? {
              email: rows.preferences.email,
              sms: rows.preferences.sms,
              whatsapp: rows.preferences.whatsapp,
            }
          : null,
        addresses: rows.addresses.map((a) => ({
          id: a.id,
          label: a.label,
          name: a.name,
          isDefault: a.isDefault,
          line1: a.line1,
          line2: a.line2,
          city: a.city,
          state: a.state,
          pincode: a.pincode,
          latitude: a.latitude,
          longitude: a.longitude,
          createdAt: iso(a.createdAt),
        })),
        bookings: rows.bookings.map((b) => ({
          id: b.id,
          reference: bookingReference(b.id),
          serviceName: b.serviceName,
          packageName: b.packageName,
          addons: b.addons,
          customerName: b.customerName,
          customerEmail: b.customerEmail,
          phoneNumber: b.phoneNumber,
          address: toBookingAddressWithPointDto(b),
          areaSqft: b.areaSqft,
          measurementUnit: b.measurementUnit,
          scheduledDate: b.scheduledDate,
          scheduledTime: b.scheduledTime,
          frequency: b.frequency,
          instructions: b.instructions,
          status: b.status,
          paymentMethod: b.paymentMethod,
          paymentStatus: b.paymentStatus,
          basePaise: b.basePaise,
          discountPaise: b.discountPaise,
          totalPaise: b.totalPaise,
          couponCode: b.couponCode,
          createdAt: iso(b.createdAt),
          completedAt: isoOrNull(b.completedAt),
          cancelledAt: isoOrNull(b.cancelledAt),
          cancelReason: b.cancelReason,
        })),
        payments: rows.payments.map(({ payment: p }) => ({
          id: p.id,
          bookingId: p.bookingId,
          provider: p.provider,
          orderId: p.orderId,
          paymentId: p.paymentId,
          method: p.method,
          amountPaise: p.amountPaise,
          currency: p.currency,
          status: p.status,
          refundedPaise: p.refundedPaise,
          createdAt: iso(p.createdAt),
          capturedAt: isoOrNull(p.capturedAt),
        })),
        refunds: rows.refunds.map(({ refund: r }) => ({
          id: r.id,
          bookingId: r.bookingId,
          amountPaise: r.amountPaise,
          status: r.status,
          reason: r.reason,
          createdAt: iso(r.createdAt),
        })),
        documents: rows.documents.map(({ invoice: i }) => ({
          id: i.id,
          kind: i.kind,
          serial: i.serial,
          bookingId: i.bookingId,
          issuedOn: i.issuedOn,
          totalPaise: i.totalPaise,
        })),
        tips: rows.tips.map((t) => ({
          id: t.id,
          bookingId: t.bookingId,
          amountPaise: t.amountPaise,
          status: t.status,
          createdAt: iso(t.createdAt),
          paidAt: isoOrNull(t.paidAt),
        })),
        ratings: rows.ratings.map((r) => ({
          bookingId: r.bookingId,
          rating: r.rating,
          comment: r.comment,
          createdAt: iso(r.createdAt),
        })),
        consents: (await consentHistory(db, actor.id)).map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
        grievances: await grievancesOf(db, actor.id, user.email),
        complaints: rows.complaints.map((c) => ({
          id: c.id,
          bookingId: c.bookingId,
          category: c.category,
          description: c.description,
          status: c.status,
          resolutionNote: c.resolutionNote,
          refundPaise: c.refundPaise,
          createdAt: iso(c.createdAt),
        })),
      };
      await recordAudit(db, {
        actor: { id: actor.id, role: actor.role },
        action: 'account.export',
        entityType: 'user',
        entityId: actor.id,
        details: { bookings: data.bookings.length, payments: data.payments.length },
      });
      return data;
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
