import { z } from 'zod';
import { BOOKING_STATUSES, FREQUENCIES } from './schemas/booking';

/** What the booking screens read (SPEC §3 Booking, issue 4). Amounts are rupees. */
export const bookingDtoSchema = z.object({
  _id: z.string(),
  serviceId: z.object({ _id: z.string(), name: z.string(), description: z.string(), slug: z.string() }),
  serviceName: z.string(),
  packageId: z.string().nullable(),
  packageDetails: z.object({ name: z.string(), description: z.string(), duration: z.string() }),
  addons: z.array(z.object({ name: z.string(), price: z.number() })),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  phoneNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  areaSqft: z.number(),
  measurementUnit: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  instructions: z.string(),
  frequency: z.enum(FREQUENCIES),
  seriesId: z.string().nullable(),
  totalAmount: z.number(),
  baseAmount: z.number(),
  discountAmount: z.number(),
  couponId: z.string().nullable(),
  couponCode: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentStatus: z.enum(['unpaid', 'paid', 'refund_pending', 'refunded']),
  status: z.enum(BOOKING_STATUSES),
  cleanerId: z.object({ _id: z.string(), name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  cleanerAssignedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  /** Server-computed with the 2-hour rule. */
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
});
export type BookingDto = z.infer<typeof bookingDtoSchema>;

export const bookingEventDtoSchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorRole: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type BookingEventDto = z.infer<typeof bookingEventDtoSchema>;

export const availabilitySlotSchema = z.object({
  time: z.string(),
  capacity: z.number(),
  booked: z.number(),
  available: z.boolean(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const couponApplyDataSchema = z.object({
  code: z.string(),
  couponId: z.string(),
  discountAmount: z.number(),
  finalAmount: z.number(),
});
export type CouponApplyData = z.infer<typeof couponApplyDataSchema>;

export const cleanerDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  isActive: z.boolean(),
});
export type CleanerDto = z.infer<typeof cleanerDtoSchema>;
