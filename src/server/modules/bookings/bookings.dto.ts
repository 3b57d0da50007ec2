import type { BookingDto } from '../../../shared/api-bookings';
import { beforeCutoff, isCancellableStatus } from '../../../shared/domain/booking-rules';
import { paiseToRupees } from '../../../shared/money';
import type { BookingDetail } from './bookings.repository';

export function toBookingDto({ booking: b, service, cleaner }: BookingDetail, now: Date): BookingDto {
  const changeable = isCancellableStatus(b.status) && beforeCutoff(b.scheduledDate, b.scheduledTime, now);
  return {
    _id: b.id,
    serviceId: { _id: service.id, name: service.name, description: service.description, slug: service.slug },
    serviceName: b.serviceName,
    packageId: b.packageId,
    packageDetails: { name: b.packageName, description: b.packageDescription, duration: b.packageDuration },
    addons: b.addons.map((a) => ({ name: a.name, price: paiseToRupees(a.pricePaise) })),
    address: {
      line1: b.addressLine1,
      line2: b.addressLine2,
      city: b.city,
      state: b.state,
      pincode: b.pincode,
    },
    phoneNumber: b.phoneNumber,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    areaSqft: Number(b.areaSqft),
    measurementUnit: b.measurementUnit,
    scheduledDate: b.scheduledDate,
    scheduledTime: b.scheduledTime,
    instructions: b.instructions,
    frequency: b.frequency,
    seriesId: b.seriesId,
    totalAmount: paiseToRupees(b.totalPaise),
    baseAmount: paiseToRupees(b.basePaise),
    discountAmount: paiseToRupees(b.discountPaise),
    couponId: b.couponId,
    couponCode: b.couponCode,
    paymentMethod: b.paymentMethod,
    paymentStatus: b.paymentStatus,
    status: b.status,
    cleanerId: cleaner?.id
      ? { _id: cleaner.id, name: cleaner.name, phone: cleaner.phone, email: cleaner.email }
      : null,
    cleanerAssignedAt: b.cleanerAssignedAt?.toISOString() ?? null,
    cancelReason: b.cancelReason,
    createdAt: b.createdAt.toISOString(),
    canCancel: changeable,
    canReschedule: changeable,
  };
}
