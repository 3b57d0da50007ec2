import type { BookingStatus, Frequency } from '../../../../shared/schemas/booking';

/**
 * Response shapes the admin console reads, in one place. They follow src/shared/api-admin.ts on the
 * admin branch and the dispatch contract (issue 8 brief); when those land in main, swap these for
 * imports of the shared types.
 */
export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export type PaymentState = 'unpaid' | 'paid' | 'refund_pending' | 'refunded';

export interface AdminBooking {
  id: string;
  reference: string;
  customer: { id: string; name: string; email: string; phone: string };
  serviceId: string;
  serviceName: string;
  packageName: string;
  scheduledDate: string;
  scheduledTime: string;
  /** Dispatch: the job's span (ISO instants); absent before the dispatch branch lands. */
  startsAt?: string | null;
  endsAt?: string | null;
  durationMinutes?: number | null;
  status: BookingStatus;
  paymentStatus: PaymentState;
  paymentMethod: string | null;
  totalPaise: number;
  cleaner: { id: string; name: string; phone: string } | null;
  /** Dispatch: a crew may be several cleaners. */
  cleaners?: { id: string; name: string; phone?: string }[];
  city: string;
  createdAt: string;
}

export interface AdminPayment {
  id: string;
  bookingId: string;
  bookingReference: string;
  customerName: string;
  customerEmail: string;
  provider: string;
  orderId: string;
  paymentId: string | null;
  amountPaise: number;
  currency: string;
  method: string;
  status: 'created' | 'captured' | 'failed' | 'refund_pending' | 'refunded';
  refundId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface BookingHistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  actorId: string | null;
  actorRole: string | null;
  note: string;
  createdAt: string;
}

export interface AdminBookingDetail {
  booking: AdminBooking & {
    packageId: string | null;
    packageDescription: string;
    packageDuration: string;
    address: { line1: string; line2: string; city: string; state: string; pincode: string };
    quantity: number;
    measurementUnit: string;
    instructions: string;
    frequency: Frequency;
    seriesId: string | null;
    price: {
      basePaise: number;
      addons: { name: string; pricePaise: number }[];
      discountPaise: number;
      couponCode: string | null;
      totalPaise: number;
    };
    cleanerAssignedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    updatedAt: string;
  };
  payments: AdminPayment[];
  history: BookingHistoryEntry[];
  audit: AuditEntry[];
}

export interface AdminCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  isActive: boolean;
  createdAt: string;
  bookingsCount: number;
  activeBookingsCount: number;
  lastBookingDate: string | null;
}

export interface AdminCustomerDetail {
  customer: AdminCustomer;
  bookings: AdminBooking[];
  payments: AdminPayment[];
}

export interface AdminSummary {
  today: string;
  todayJobs: { total: number; byStatus: Partial<Record<BookingStatus, number>> };
  unassigned: number;
  month: string;
  revenue: { paidOnlinePaise: number; dueAfterServicePaise: number; totalPaise: number };
  cancellationsThisMonth: number;
  bookingsPerDay: { date: string; count: number }[];
}

export interface WorkingHours {
  /** 0 Sunday … 6 Saturday; no row for a weekday means a day off (none at all: 08:00–20:00 daily). */
  weekday: number;
  start: string;
  end: string;
}

export interface CleanerLeave {
  id: string;
  from: string;
  to: string;
  reason: string;
}

/** Dispatch contract: GET /api/admin/cleaners items, each with today's load. */
export interface AdminCleaner {
  id: string;
  name: string;
  email: string;
  phone: string;
  isActive: boolean;
  workingHours: WorkingHours[];
  leaves: CleanerLeave[];
  today: { jobs: number; minutes: number };
  /** Stars over every rated visit (issue 17 §1). */
  rating?: { average: number | null; count: number };
}

export interface FreeCleaner {
  id: string;
  name: string;
  /** Minutes that day's jobs already hold (the server orders least loaded first). */
  loadMinutes?: number;
}

export interface AdminCoupon {
  id: string;
  code: string;
  description: string;
  type: 'percent' | 'flat';
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number | null;
  firstBookingOnly: boolean;
  usageLimit: number | null;
  usedCount: number;
  expiresAt: string | null;
  isActive: boolean;
  createdAt: string;
}

export interface CouponRedemption {
  id: string;
  bookingId: string;
  bookingReference: string;
  bookingStatus: BookingStatus;
  customerId: string;
  customerName: string;
  customerEmail: string;
  discountPaise: number;
  totalPaise: number;
  createdAt: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}
export interface QuoteRequest {
  id: string;
  service: string;
  area: string;
  name: string;
  phone: string;
  message: string;
  status: string;
  /** The booking made from it (older servers leave it out). */
  bookingId?: string | null;
  createdAt: string;
}
export interface NewsletterSubscriber {
  email: string;
  createdAt: string;
}

/** Server ids arrive as `id` on admin routes and `_id` on older ones. */
export const idOf = (row: { id?: string; _id?: string }) => row.id ?? row._id ?? '';
