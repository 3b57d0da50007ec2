import { z } from 'zod';
import { addressLinesDtoSchema } from './api-address';
import { BOOKING_STATUSES, FREQUENCIES } from './schemas/booking';
import { bookingRatingDtoSchema, ratingStatsSchema } from './schemas/rating';

/** What the booking screens read. Amounts are rupees. */
export const bookingDtoSchema = z.object({
  _id: z.string(),
  serviceId: z.object({ _id: z.string(), name: z.string(), description: z.string(), slug: z.string() }),
  serviceName: z.string(),
  packageId: z.string().nullable(),
  packageDetails: z.object({ name: z.string(), description: z.string(), duration: z.string() }),
  addons: z.array(z.object({ name: z.string(), price: z.number() })),
  address: addressLinesDtoSchema,
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
  /** The plan's part of `discountAmount` (every visit of a plan has it; the rest is the first visit's coupon). */
  planDiscountAmount: z.number(),
  /** The Chamak Plus member's part of `discountAmount` (on every visit of a member's plan). */
  memberDiscountAmount: z.number(),
  couponId: z.string().nullable(),
  couponCode: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentStatus: z.enum(['unpaid', 'paid', 'refund_pending', 'refunded']),
  status: z.enum(BOOKING_STATUSES),
  /** The lead cleaner: name and phone; their email only for admins. */
  cleanerId: z
    .object({ _id: z.string(), name: z.string(), phone: z.string(), email: z.string().optional() })
    .nullable(),
  cleanerAssignedAt: z.string().nullable(),
  /** The crew (lead first): for customers and cleaners once assigned; admins also see a reserved crew. */
  crew: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      phone: z.string(),
      kind: z.enum(['reserved', 'assigned']),
      /** The cleaner's stars over all their rated visits. */
      rating: ratingStatsSchema.optional(),
      /** What the customer's crew card names (issue 38 part 4). */
      firstName: z.string().optional(),
      /** Their photo (private: only to those who may see the booking), or null without one. */
      photoUrl: z.string().nullable().optional(),
      /** Police verification cleared: the card's "Verified" badge. */
      verified: z.boolean().optional(),
      /** Completed visits. */
      jobsDone: z.number().optional(),
    }),
  ),
  /** The customer's stars for this visit, once given (completed visits only). */
  rating: bookingRatingDtoSchema.nullable().optional(),
  /** Instants (ISO) of the visit's start and end; duration in minutes; cleaners needed. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  durationMinutes: z.number(),
  crewSize: z.number(),
  /** The customer's code to start the job: to the customer from assignment until the start; never to a cleaner. */
  startCode: z.string().nullable(),
  /** Admins only: 5 wrong codes were tried; the crew cannot start the job until an admin unlocks it. */
  startCodeLocked: z.boolean().optional(),
  onMyWayAt: z.string().nullable(),
  /** The customer or crew can call the other side through the masking number now (issue 38). */
  canCall: z.boolean().optional(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  completionNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Until when a site booking waiting for its payment choice holds its slot (ISO); null once confirmed. */
  holdExpiresAt: z.string().nullable(),
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
  /** A whole crew is free for the whole job and it ends within working hours; not in the past. */
  available: z.boolean(),
  /** How many crews could take the job at this time. */
  free: z.number(),
  /** Crews the day's working cleaners make, and how many of them cannot take it (busy). */
  capacity: z.number(),
  booked: z.number(),
  /**
   * No crew could take the job at this time even on an empty day: it would end after working hours. The
   * slot is then not "full" (issue 37): the job is too long to start this late.
   */
  endsTooLate: z.boolean().optional(),
  /** The job's minutes at this time (what "this job takes about …" says). */
  jobMinutes: z.number().optional(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** POST /api/services/:id/calculate-price: the server's price for a package, quantity and add-ons (rupees). */
export const priceQuoteSchema = z.object({
  totalPrice: z.number(),
  packagePrice: z.number(),
  addonsPrice: z.number(),
  packageName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** A signed-in member's price (the member discount taken, decision 047); absent for everyone else. */
  memberPrice: z.number().optional(),
});

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

export const pageInfoSchema = z.object({
  page: z.number(),
  size: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const adminCleanerDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
  /** Empty: the default hours (08:00-20:00) every day; else only these weekdays (0 = Sunday). */
  workingHours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  /** Leave ending today or later. */
  leave: z.array(z.object({ _id: z.string(), from: z.string(), to: z.string(), reason: z.string() })),
  /** Minutes of today (Indian date) the cleaner's jobs hold, travel buffers included. */
  todayLoadMinutes: z.number(),
  /** Stars over every rated visit the cleaner was on the crew of. */
  rating: ratingStatsSchema.optional(),
});
export type AdminCleanerDto = z.infer<typeof adminCleanerDtoSchema>;

/** GET /api/bookings/:id/free-cleaners: the crew the job needs and who is free for it, least loaded first. */
export const freeCleanersDtoSchema = z.object({
  crewSize: z.number(),
  cleaners: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      /** Minutes of assigned jobs that day (what the Today board counts). */
      loadMinutes: z.number(),
      /** Already holds this job (its reserved or assigned crew). */
      holdsThisJob: z.boolean(),
    }),
  ),
});
export type FreeCleanersDto = z.infer<typeof freeCleanersDtoSchema>;

/** A job as a cleaner's screens show it: where, who, what, when; never the start code. */
export const cleanerJobDtoSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** 'reserved' (pending admin confirmation) or 'assigned'. */
  kind: z.string(),
  serviceName: z.string(),
  packageName: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  durationMinutes: z.number(),
  crewSize: z.number(),
  /** How much of the service: sq.ft, or a count of the unit ('2' 'bathroom'). */
  quantity: z.number(),
  measurementUnit: z.string(),
  /** The other cleaners on a crew job, by name (empty on a job done alone). */
  coWorkers: z.array(z.string()),
  customerName: z.string(),
  phoneNumber: z.string(),
  /** Masked calls are configured and open: "Call customer" (phoneNumber is then empty). */
  canCall: z.boolean().optional(),
  address: addressLinesDtoSchema.extend({
    /** The address's own point (the map link goes to it exactly); null: the map searches the words. */
    point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  }),
  instructions: z.string(),
  onMyWayAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /**
   * Rupees the crew collects at the door: the total of a confirmed pay-after-service booking
   * still unpaid; 0 when nothing is to collect (paid online, already recorded, or cancelled).
   */
  amountToCollect: z.number(),
});
export type CleanerJobDto = z.infer<typeof cleanerJobDtoSchema>;

/*
 * The answers' `data` around a booking, as the routes declare them (bookings.routes.ts) and the web parses
 * them (lib/api-client.ts, parseData).
 */
/** One booking: complete-payment, reschedule, status changes. */
export const oneBookingSchema = z.object({ booking: bookingDtoSchema });

/** PATCH /api/bookings/:id/assign-series: the visit, and how the series' later open visits went. */
export const seriesAssignedSchema = z.object({
  booking: bookingDtoSchema,
  series: z.object({
    /** Visits given to the crew, this one included. */
    assigned: z.number().int(),
    /** Later visits the crew could not take, each with the reason (busy, on leave, held for payment). */
    notAssigned: z.array(
      z.object({
        bookingId: z.string(),
        scheduledDate: z.string(),
        scheduledTime: z.string(),
        message: z.string(),
      }),
    ),
  }),
});
export type SeriesAssignedDto = z.infer<typeof seriesAssignedSchema>;
/** POST /api/bookings: the first visit, and how many more a repeating booking booked. */
export const createdBookingSchema = z.object({ booking: bookingDtoSchema, seriesBooked: z.number() });
/** GET /api/bookings: one page of the caller's bookings. */
export const bookingsPageSchema = z.object({ bookings: z.array(bookingDtoSchema), page: pageInfoSchema });
/** PATCH /api/bookings/:id/cancel: the booking, and how many visits the cancel took (a series' rest). */
export const cancelledBookingSchema = z.object({ booking: bookingDtoSchema, cancelled: z.number() });
