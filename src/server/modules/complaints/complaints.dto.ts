import type { ComplaintDto, ComplaintPhotoDto } from '../../../shared/api-after-visit';
import type { ComplaintCategory } from '../../../shared/domain/complaint-rules';
import { paiseToRupees } from '../../../shared/money';
import type { ComplaintRow, ComplaintWithVisit } from './complaints.repository';

export function toComplaintDto(
  c: ComplaintRow,
  photos: ComplaintPhotoDto[],
  visit?: ComplaintWithVisit['booking'],
): ComplaintDto {
  return {
    _id: c.id,
    bookingId: c.bookingId,
    category: c.category as ComplaintCategory,
    description: c.description,
    status: c.status,
    resolutionNote: c.resolutionNote,
    refundAmount: c.refundPaise === null ? null : paiseToRupees(c.refundPaise),
    recleanBookingId: c.recleanBookingId,
    resolvedAt: c.resolvedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    photos,
    ...(visit && {
      booking: {
        serviceName: visit.serviceName,
        customerName: visit.customerName,
        scheduledDate: visit.scheduledDate,
        scheduledTime: visit.scheduledTime,
        totalAmount: paiseToRupees(visit.totalPaise),
        paymentStatus: visit.paymentStatus,
      },
    }),
  };
}
