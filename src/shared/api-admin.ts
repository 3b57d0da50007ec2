import { z } from 'zod';
import { addressLinesDtoSchema, addressWithPointDtoSchema } from './api-address';
import { BOOKING_STATUSES, FREQUENCIES } from './schemas/booking';
import { PAYMENT_STATUSES, QUOTE_STATUSES } from './schemas/admin';
import { bookingRatingDtoSchema } from './schemas/rating';
import { offerSchema } from './domain/offers';

/** Response shapes of /api/admin/*. Money is integer paise (fields end in Paise); instants are ISO strings. */

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), size: z.number(), total: z.number() });
}
export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  bookingsCount: z.number(),
  /** Bookings not cancelled. */
  activeBookingsCount: z.number(),
  lastBookingDate: z.string().nullable(),
});
export type AdminCustomerDto = z.infer<typeof adminCustomerSchema>;

export const adminBookingSchema = z.object({
  id: z.string(),
  /** Short reference shown to people: the id's first 8 characters, upper case. */
  reference: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  serviceId: z.string(),
  serviceName: z.string(),
  packageName: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  /** The job's length, travel buffers excluded (the Today board draws it). */
  durationMinutes: z.number(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(['unpaid', 'paid', 'refund_pending', 'refunded']),
  paymentMethod: z.string().nullable(),
  totalPaise: z.number(),
  /** The lead cleaner. */
  cleaner: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  /** Everyone assigned (a crew job has several), the lead first; empty until the job is assigned. */
  cleaners: z.array(z.object({ id: z.string(), name: z.string(), phone: z.string() })),
  city: z.string(),
  createdAt: z.string(),
  /** Until when a booking awaiting payment holds its crew (ISO); null once confirmed. It cannot be assigned. */
  holdExpiresAt: z.string().nullable().optional(),
  /** The recurring plan the visit belongs to (its crew can be assigned to the whole plan at once). */
  seriesId: z.string().nullable().optional(),
});
export type AdminBookingDto = z.infer<typeof adminBookingSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  provider: z.string(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  amountPaise: z.number(),
  currency: z.string(),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  refundId: z.string().nullable(),
  /**
   * Refunds of it asked for and not yet processed or failed: 'requested' (recorded, not yet with the
   * provider) or 'pending' (with the provider). Another refund is refused (409) while one is.
   */
  refundInFlight: z.object({ amountPaise: z.number(), state: z.enum(['requested', 'pending']) }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPaymentDto = z.infer<typeof adminPaymentSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The ids in entityId and details, in words: a person's name, a booking's reference and customer. */
  names: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const bookingHistoryEntrySchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

export const adminBookingDetailSchema = z.object({
  booking: adminBookingSchema.extend({
    packageId: z.string().nullable(),
    packageDescription: z.string(),
    packageDuration: z.string(),
    address: addressWithPointDtoSchema,
    quantity: z.number(),
    measurementUnit: z.string(),
    instructions: z.string(),
    frequency: z.enum(FREQUENCIES),
    seriesId: z.string().nullable(),
    price: z.object({
      basePaise: z.number(),
      addons: z.array(z.object({ name: z.string(), pricePaise: z.number() })),
      discountPaise: z.number(),
      couponCode: z.string().nullable(),
      totalPaise: z.number(),
    }),
    cleanerAssignedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    updatedAt: z.string(),
    /** Wrong start codes tried at the door; at 5 the crew cannot start until an admin unlocks it. */
    startCodeFailures: z.number().optional(),
  }),
  payments: z.array(adminPaymentSchema),
  history: z.array(bookingHistoryEntrySchema),
  audit: z.array(auditEntrySchema),
  /** The customer's stars and comment once they rated the visit. */
  rating: bookingRatingDtoSchema.nullable(),
});
export type AdminBookingDetailDto = z.infer<typeof adminBookingDetailSchema>;

export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  /** The newest 100; GET /api/admin/bookings?customerId= pages through all. */
  bookings: z.array(adminBookingSchema),
  payments: z.array(adminPaymentSchema),
});
export type AdminCustomerDetailDto = z.infer<typeof adminCustomerDetailSchema>;

/** A coupon as admins manage it: the terms everyone reads on a public offer, and how it is used. */
export const adminCouponSchema = offerSchema.extend({
  id: z.string(),
  usageLimit: z.number().nullable(),
  usedCount: z.number(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type AdminCouponDto = z.infer<typeof adminCouponSchema>;

export const couponRedemptionSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  discountPaise: z.number(),
  totalPaise: z.number(),
  createdAt: z.string(),
});
export type CouponRedemptionDto = z.infer<typeof couponRedemptionSchema>;

export type BookingHistoryEntryDto = z.infer<typeof bookingHistoryEntrySchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const quoteRequestSchema = z.object({
  id: z.string(),
  service: z.string(),
  area: z.string(),
  name: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** The booking made from it, if any. */
  bookingId: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteRequestDto = z.infer<typeof quoteRequestSchema>;
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;

const quoteCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
/** What the 'Create booking' dialog opens with: the quote's customer and a booking filled in from it. */
export const quoteBookingDraftSchema = z.object({
  quote: quoteRequestSchema,
  /** Client accounts with the quote's phone number (none: the sender has no account yet). */
  customers: z.array(quoteCustomerSchema),
  draft: z.object({
    /** The quote's service, when it is still offered; its first active package. */
    serviceId: z.string().nullable(),
    packageId: z.string().nullable(),
    areaSqft: z.number(),
    phoneNumber: z.string(),
    /** The customer's newest saved address, else the address of their latest booking. */
    address: addressLinesDtoSchema.nullable(),
    instructions: z.string(),
  }),
  /** Already booked from this quote. */
  booking: z.object({ id: z.string(), reference: z.string() }).nullable(),
});
export type QuoteBookingDraftDto = z.infer<typeof quoteBookingDraftSchema>;

export const quoteBookingResultSchema = z.object({
  quote: quoteRequestSchema,
  booking: z.object({
    id: z.string(),
    reference: z.string(),
    serviceName: z.string(),
    packageName: z.string(),
    scheduledDate: z.string(),
    scheduledTime: z.string(),
    totalPaise: z.number(),
    customerName: z.string(),
  }),
  /** True when this quote had been booked already: the same booking, nothing new made. */
  replayed: z.boolean(),
});
export type QuoteBookingResultDto = z.infer<typeof quoteBookingResultSchema>;
export const newsletterSubscriberSchema = z.object({ email: z.string(), createdAt: z.string() });

/** GET /api/admin/inbox: the newest contact messages and quote requests (ids as `_id`, as the spec's lists read). */
export const adminInboxSchema = z.object({
  contacts: z.array(contactMessageSchema.omit({ id: true }).extend({ _id: z.string() })),
  quotes: z.array(quoteRequestSchema.omit({ id: true }).extend({ _id: z.string() })),
});
export type AdminInboxDto = z.infer<typeof adminInboxSchema>;
export type NewsletterSubscriberDto = z.infer<typeof newsletterSubscriberSchema>;

export const adminSummarySchema = z.object({
  /** Today in India, YYYY-MM-DD. */
  today: z.string(),
  todayJobs: z.object({ total: z.number(), byStatus: z.record(z.enum(BOOKING_STATUSES), z.number()) }),
  /** Upcoming bookings (today on) not cancelled that no cleaner is assigned to. */
  unassigned: z.number(),
  /** This month in India, YYYY-MM; revenue counts bookings scheduled in it that are not cancelled. */
  month: z.string(),
  revenue: z.object({
    paidOnlinePaise: z.number(),
    dueAfterServicePaise: z.number(),
    totalPaise: z.number(),
  }),
  cancellationsThisMonth: z.number(),
  /** Bookings made per day (India), the last 30 days, oldest first, zero days included. */
  bookingsPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type AdminSummaryDto = z.infer<typeof adminSummarySchema>;

/** One message of the outbox as the admin sees it: the text is there to read what a customer was sent. */
export const adminOutboxEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** File names of what the message carries (rendered when it is sent). */
  attachments: z.array(z.string()),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** The Message-ID every attempt carries, so a receiver can tell a resend from a new mail. */
  messageId: z.string(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxEmailDto = z.infer<typeof adminOutboxEmailSchema>;

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;

/** One outgoing message on any channel, as the admin's outbox lists it. */
export const adminMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.string(),
  /** Email address or phone (E.164 digits). */
  to: z.string(),
  /** The email's subject, or the text message as the recipient reads it. */
  summary: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** MSG91's request id, WhatsApp's wamid; null for email and for texts not yet accepted. */
  providerMessageId: z.string().nullable(),
  /** What the provider reported later (WhatsApp: sent, delivered, read, failed). */
  deliveryStatus: z.string().nullable(),
  bookingId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When it was given up on (status 'failed'); a retry clears it. */
  failedAt: z.string().nullable(),
});
export type AdminMessageDto = z.infer<typeof adminMessageSchema>;

/** One message opened as it was sent: an email's subject, body (HTML and text) and attachments; a text's words. */
export const adminMessageDetailSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.string(),
  to: z.string(),
  /** Emails only. */
  subject: z.string().nullable(),
  text: z.string(),
  /** Emails with an HTML part; secrets hidden as in the list. */
  html: z.string().nullable(),
  attachments: z.array(z.string()),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMessageDetailDto = z.infer<typeof adminMessageDetailSchema>;
