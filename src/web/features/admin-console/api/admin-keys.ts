import type { GrievanceStatus } from '../../../../shared/schemas/privacy';
import type { AdminMessageDto } from '../../../../shared/api-admin';
import type { ComplaintStatus } from '../../../../shared/domain/complaint-rules';

/**
 * Every admin answer in the query cache, under one root: any admin action invalidates `adminKeys.all` and
 * so refetches all of them (hooks/use-admin-action.ts). A prefix is invalidated by what it starts with:
 * `adminKeys.bookings()` reaches every filtered list and each booking's attendance below it.
 */
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  system: () => [...adminKeys.all, 'system'] as const,
  cities: () => [...adminKeys.all, 'cities'] as const,
  audit: (q: object) => [...adminKeys.all, 'audit', q] as const,

  /** Every list of bookings (any filters) and each booking's attendance. */
  bookings: () => [...adminKeys.all, 'bookings'] as const,
  bookingList: (filters: object) => [...adminKeys.bookings(), filters] as const,
  attendance: (bookingId: string) => [...adminKeys.bookings(), bookingId, 'attendance'] as const,
  booking: (id: string) => [...adminKeys.all, 'booking', id] as const,
  bookingComplaints: (bookingId: string) => [...adminKeys.all, 'booking-complaints', bookingId] as const,
  freeCleaners: (bookingId: string | null) => [...adminKeys.all, 'free-cleaners', bookingId] as const,
  dispatchDecision: (bookingId: string) => [...adminKeys.all, 'dispatch-decision', bookingId] as const,
  dispatchSettings: () => [...adminKeys.all, 'dispatch-settings'] as const,
  dayPlan: (date: string) => [...adminKeys.all, 'day-plan', date] as const,
  crewsOnTheWay: () => [...adminKeys.all, 'crews-on-the-way'] as const,
  collection: (bookingId: string) => [...adminKeys.all, 'collection', bookingId] as const,

  customers: (q: object) => [...adminKeys.all, 'customers', q] as const,
  customer: (id: string) => [...adminKeys.all, 'customer', id] as const,
  customerCredits: (id: string) => [...adminKeys.all, 'customer-credits', id] as const,

  /** Every page of payments and the payments needing attention. */
  payments: () => [...adminKeys.all, 'payments'] as const,
  paymentList: (params: object) => [...adminKeys.payments(), params] as const,
  paymentAttention: () => [...adminKeys.payments(), 'attention'] as const,
  cashHeld: () => [...adminKeys.all, 'cash-held'] as const,
  payRules: () => [...adminKeys.all, 'pay-rules'] as const,
  payouts: (from: string, to: string) => [...adminKeys.all, 'payouts', from, to] as const,

  cleaners: (q: object) => [...adminKeys.all, 'cleaners', q] as const,
  cleanerJobs: (cleanerId: string | null, from: string, to: string) =>
    [...adminKeys.all, 'cleaner-jobs', cleanerId, from, to] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  /** Every filtered page of applicants, and each applicant below it. */
  applications: () => [...adminKeys.all, 'applications'] as const,
  applicationList: (q: object) => [...adminKeys.applications(), 'list', q] as const,
  application: (id: string) => [...adminKeys.applications(), 'one', id] as const,

  services: () => [...adminKeys.all, 'services'] as const,
  serviceArea: () => [...adminKeys.all, 'service-area'] as const,
  coupons: (q: object) => [...adminKeys.all, 'coupons', q] as const,
  referrals: (q: object) => [...adminKeys.all, 'referrals', q] as const,
  giftVouchers: (q: object) => [...adminKeys.all, 'gift-vouchers', q] as const,
  planDiscounts: () => [...adminKeys.all, 'plan-discounts'] as const,
  membershipPlans: () => [...adminKeys.all, 'membership-plans'] as const,
  redemptions: (couponId: string | null) => [...adminKeys.all, 'redemptions', couponId] as const,
  complaints: (status?: ComplaintStatus) => [...adminKeys.all, 'complaints', status ?? 'all'] as const,
  grievances: (status: GrievanceStatus) => [...adminKeys.all, 'grievances', status] as const,

  messages: (filter: object) => [...adminKeys.all, 'messages', filter] as const,
  message: (message: Pick<AdminMessageDto, 'channel' | 'id'> | null) =>
    [...adminKeys.all, 'message', message?.channel, message?.id] as const,

  /** Contact messages and quotes, and below them the WhatsApp conversations and low ratings. */
  inbox: () => [...adminKeys.all, 'inbox'] as const,
  conversations: () => [...adminKeys.inbox(), 'conversations'] as const,
  conversation: (number: string | null) => [...adminKeys.conversations(), number] as const,
  lowRatings: () => [...adminKeys.inbox(), 'ratings'] as const,
  quoteBookingDraft: (quoteId: string | null) => [...adminKeys.all, 'quote-booking-draft', quoteId] as const,
};
