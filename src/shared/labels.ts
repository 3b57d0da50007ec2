/**
 * The words people read for the values the system stores (labels, never raw enums or
 * JSON). English here, for the server and the admin console; the web shows the cleaner's and customer's
 * Hindi through the messages catalogue, by these English words (src/web/i18n/locales/hi/messages.ts).
 */

import { bookingReference } from './booking-reference';
import { formatDay, formatDayTime, formatInstant } from './domain/date-format';
import { formatRupees } from './money';

export const bookingStatusLabels: Record<string, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A booking's payment state and a payment attempt's state. */
export const paymentStatusLabels: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
  created: 'Started',
  attempted: 'Attempted',
  captured: 'Received',
  failed: 'Failed',
};

/** A Razorpay dispute's state (DISPUTE_STATUSES). */
export const disputeStatusLabels: Record<string, string> = {
  open: 'Open',
  under_review: 'Under review',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
};

/** A Razorpay dispute's phase. */
export const disputePhaseLabels: Record<string, string> = {
  retrieval: 'Retrieval request',
  chargeback: 'Chargeback',
  pre_arbitration: 'Pre-arbitration',
  arbitration: 'Arbitration',
  fraud: 'Fraud',
};

/** A refund's state. */
export const refundStatusLabels: Record<string, string> = {
  requested: 'Requested',
  pending: 'Pending at the bank',
  processed: 'Processed',
  failed: 'Failed',
};

export const paymentMethodLabels: Record<string, string> = {
  pay_after_service: 'Pay after service',
  razorpay_upi: 'UPI (online)',
  razorpay_qr: 'UPI QR code (online)',
  online: 'Online',
  demo: 'Pay after service',
  cash: 'Cash',
  upi: 'UPI',
};

export const frequencyLabels: Record<string, string> = {
  'one-time': 'One time',
  weekly: 'Weekly',
  'bi-weekly': 'Every two weeks',
  monthly: 'Monthly',
};

export const messageStatusLabels: Record<string, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  delivered: 'Delivered',
  read: 'Read',
};

export const channelLabels: Record<string, string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  push: 'Push',
};

export const quoteStatusLabels: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

export const roleLabels: Record<string, string> = {
  admin: 'Admin',
  cleaner: 'Cleaner',
  client: 'Customer',
  system: 'System',
};

/** A word for a stored value the maps above do not name: 'refund_pending' -> 'Refund pending'. */
export function humanize(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : value;
}

const label = (map: Record<string, string>) => (value: string | null | undefined) =>
  value ? (map[value] ?? humanize(value)) : '—';

export const bookingStatusLabel = label(bookingStatusLabels);
export const paymentStatusLabel = label(paymentStatusLabels);
export const paymentMethodLabel = label(paymentMethodLabels);
export const messageStatusLabel = label(messageStatusLabels);
export const channelLabel = label(channelLabels);
export const frequencyLabel = label(frequencyLabels);
export const quoteStatusLabel = label(quoteStatusLabels);
export const roleLabel = label(roleLabels);
export const disputeStatusLabel = label(disputeStatusLabels);
export const disputePhaseLabel = label(disputePhaseLabels);
export const refundStatusLabel = label(refundStatusLabels);

/** 'Pay after service · Unpaid': how a booking is paid and how that stands. */
export const paymentSummary = (method: string | null | undefined, status: string) =>
  method ? `${paymentMethodLabel(method)} · ${paymentStatusLabel(status)}` : paymentStatusLabel(status);

/** What an audited action did, in words. */
export const auditActionLabels: Record<string, string> = {
  'account.delete': 'Deleted an account',
  'account.export': 'Exported an account',
  'addon.create': 'Added an add-on',
  'addon.delete': 'Removed an add-on',
  'addon.update': 'Changed an add-on',
  'booking-rules.update': 'Changed booking rules',
  'dispatch-mode.update': 'Changed the dispatch mode',
  'booking.address-point': "Set the address's location",
  'booking.assign': 'Assigned a booking',
  'booking.cancel': 'Cancelled a booking',
  'booking.from-quote': 'Booked from a quote',
  'booking.on-my-way': 'On my way',
  'booking.photo': 'Added a job photo',
  'booking.start-code.locked': 'Start code locked',
  'booking.start-code.unlock': 'Unlocked a start code',
  'booking.reschedule': 'Rescheduled a booking',
  'booking.status': 'Changed a booking status',
  'cleaner.create': 'Added a cleaner',
  'cleaner.leave.add': 'Added leave',
  'cleaner.leave.delete': 'Removed leave',
  'cleaner.update': 'Changed a cleaner',
  'complaint.create': 'Complaint raised',
  'complaint.photo': 'Complaint photo added',
  'complaint.reclean_booked': 'Booked a re-clean',
  'coupon.create': 'Added a coupon',
  'coupon.delete': 'Removed a coupon',
  'coupon.update': 'Changed a coupon',
  'export.bookings': 'Exported bookings',
  'export.payouts': 'Exported payouts',
  'outbox.retry': 'Retried a message',
  'package.timing': 'Changed package timing',
  'package.update': 'Changed a package',
  'payment.refund': 'Refunded a payment',
  'quote.status': 'Changed a quote status',
  'service-area.add': 'Added a pincode',
  'service-area.remove': 'Removed a pincode',
  'service.create': 'Added a service',
  'service.deactivate': 'Deactivated a service',
  'service.update': 'Changed a service',
  'tip.duplicate-payment': 'Duplicate tip payment',
  'tip.paid': 'Tip paid',
};
export const auditActionLabel = label(auditActionLabels);

/** The names of the fields audit details carry. */
const detailKeyLabels: Record<string, string> = {
  from: 'From',
  to: 'To',
  status: 'Status',
  previousStatus: 'Was',
  note: 'Note',
  reason: 'Reason',
  kind: 'Kind',
  channel: 'Channel',
  cleanerId: 'Cleaner',
  cleanerIds: 'Crew',
  amountPaise: 'Amount',
  refundPaise: 'Refund',
  pricePaise: 'Price',
  code: 'Code',
  method: 'Method',
  point: 'Location',
  fromStatus: 'Was',
  crewReleased: 'Crew released',
  startedBy: 'Started by',
  bookingId: 'Booking',
  customerId: 'Customer',
  userId: 'Account',
};

/** Every stored value this file names, for details whose field is not known. */
const anyValue: Record<string, string> = {
  ...paymentStatusLabels,
  ...paymentMethodLabels,
  ...messageStatusLabels,
  ...channelLabels,
  ...bookingStatusLabels,
  reserved: 'Reserved',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z]+(?:[-_.][a-z]+)+$/;

/** Ids the audit list names (users by name, bookings by reference): GET /api/admin/audit's `names`. */
export type AuditNames = Record<string, string>;

const ISO_DAY_TIME = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(key: string, value: unknown, names: AuditNames): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return /Paise$/.test(key) ? formatRupees(value) : String(value);
  if (typeof value === 'string') {
    if (anyValue[value]) return anyValue[value];
    // An id reads as whom or what it is; one no longer known as the short reference admins see elsewhere.
    if (UUID.test(value)) return names[value.toLowerCase()] ?? bookingReference(value);
    // Dates read in the one format (PRODUCT §5b), whatever the entry stored.
    const day = ISO_DAY_TIME.exec(value);
    if (day) return day[2] ? formatDayTime(day[1], day[2]) : formatDay(day[1]);
    if (ISO_INSTANT.test(value)) return formatInstant(value);
    return SLUG.test(value) ? humanize(value) : value;
  }
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, names)).join(', ');
  const record = value as Record<string, unknown>;
  // A crew member as stored by an assign ({ id, kind }): 'Ravi Verma (reserved)'.
  if (typeof record.id === 'string' && Object.keys(record).every((k) => k === 'id' || k === 'kind')) {
    const who = valueText('id', record.id, names);
    return typeof record.kind === 'string'
      ? `${who} (${valueText('kind', record.kind, names).toLowerCase()})`
      : who;
  }
  return auditDetails(value, names)
    .map((d) => `${d.label}: ${d.value}`)
    .join('; ');
}

/** What an entry was done to: 'Booking 4C6BF3B5 · Meera Joshi', 'User Ravi Verma', 'Coupon'. */
export function auditSubject(entityType: string, entityId: string | null, names: AuditNames = {}): string {
  const kind = humanize(entityType);
  if (!entityId) return kind;
  return `${kind} ${UUID.test(entityId) ? valueText('id', entityId, names) : entityId}`;
}

/** Audit details (a JSON object) as label–value lines: {from:'pending'} -> [{label:'From', value:'Pending'}]. */
export function auditDetails(details: unknown, names: AuditNames = {}): { label: string; value: string }[] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return [];
  // PostgreSQL's jsonb keeps keys shortest first ('to' before 'from'): a change reads from, then to.
  const order = (key: string) => (key === 'from' ? 0 : key === 'to' ? 1 : 2);
  const entries = Object.entries(details as Record<string, unknown>);
  return entries
    .sort(([a], [b]) => order(a) - order(b))
    .map(([key, value]) => ({
      label: detailKeyLabels[key] ?? humanize(key.replace(/Paise$/, '')),
      value: valueText(key, value, names),
    }));
}
