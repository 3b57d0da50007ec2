import type { AdminBookingDto } from '../../../../shared/api-admin';
import type { AdminBookingRow, AdminListBooking } from './admin-bookings.repository';
import { bookingReference } from '../../../../shared/booking-reference';

export function toAdminBookingDto({
  booking: b,
  customer,
  cleaner,
  crew,
}: AdminBookingRow<AdminListBooking>): AdminBookingDto {
  return {
    id: b.id,
    reference: bookingReference(b.id),
    customer: {
      id: b.userId,
      // The booking keeps the contact given for it; the account's details fill what it left out.
      name: b.customerName || customer.name,
      email: b.customerEmail || customer.email,
      phone: b.phoneNumber || customer.phone,
    },
    serviceId: b.serviceId,
    serviceName: b.serviceName,
    packageName: b.packageName,
    scheduledDate: b.scheduledDate,
    scheduledTime: b.scheduledTime,
    durationMinutes: b.durationMinutes,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    totalPaise: b.totalPaise,
    cleaner: cleaner?.id ? { id: cleaner.id, name: cleaner.name, phone: cleaner.phone } : null,
    cleaners: crew,
    city: b.city,
    createdAt: b.createdAt.toISOString(),
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    seriesId: b.seriesId,
  };
}
