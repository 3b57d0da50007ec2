import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { bookingReference } from '../../../../shared/booking-reference';
import { indiaDateTime } from '../../../../shared/domain/time';
import { bookingStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../../../../shared/labels';
import { paiseToRupees } from '../../../../shared/money';
import type { AdminBookingsExportQuery } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import { recordAudit, type AuditEntry } from '../../../platform/audit';
import { adminBookingsRepository, type AdminExportRow } from './admin-bookings.repository';

export const BOOKINGS_CSV_COLUMNS = [
  'Reference',
  'Date',
  'Time',
  'Service',
  'Package',
  'Status',
  'Payment status',
  'Payment method',
  'Total (INR)',
  'Customer',
  'Phone',
  'Email',
  'Address',
  'City',
  'State',
  'PIN',
  'Crew',
  'Booked at (IST)',
] as const;

/**
 * csv-stringify as the payouts CSV uses it: a cell that starts with = + - @ (or a tab or carriage return)
 * gets a leading ' so a spreadsheet shows it as text instead of running it (escape_formulas); CRLF lines.
 */
const csvLines = (records: unknown[][]) =>
  stringify(records, { escape_formulas: true, record_delimiter: 'windows' });

function cells({ booking: b, customer, crew }: AdminExportRow): unknown[] {
  return [
    bookingReference(b.id),
    b.scheduledDate,
    b.scheduledTime,
    b.serviceName,
    b.packageName,
    bookingStatusLabel(b.status),
    paymentStatusLabel(b.paymentStatus),
    b.paymentMethod ? paymentMethodLabel(b.paymentMethod) : '',
    paiseToRupees(b.totalPaise).toFixed(2),
    // The booking keeps the contact given for it; the account's details fill what it left out.
    b.customerName || customer.name,
    b.phoneNumber || customer.phone,
    b.customerEmail || customer.email,
    [b.addressLine1, b.addressLine2].filter(Boolean).join(', '),
    b.city,
    b.state,
    b.pincode,
    crew.join('; '),
    indiaDateTime(b.createdAt),
  ];
}

/** The CSV's text a batch at a time: the header, then each batch's lines as soon as it is read. */
async function* bookingsCsvChunks(
  db: Db,
  q: AdminBookingsExportQuery & { scopeCityIds?: string[] },
  batchSize: number,
): AsyncGenerator<string> {
  yield csvLines([[...BOOKINGS_CSV_COLUMNS]]);
  let after: string[] | null = null;
  do {
    const batch = await adminBookingsRepository.exportBatch(db, q, after, batchSize);
    if (batch.rows.length) yield csvLines(batch.rows.map(cells));
    after = batch.last;
  } while (after);
}

/**
 * The bookings the list's filters match, as a CSV stream in visit order. A batch is read only when the
 * previous one has been taken by the response (Readable.from pulls on demand), so the server holds one
 * batch or two whatever the range, and a download abandoned halfway stops reading. The batches are
 * separate queries, not one snapshot: a booking moved to another day while the export runs may appear
 * twice or not at all; every other booking appears once.
 */
export async function exportBookingsCsv(
  deps: { db: Db; batchSize: number },
  q: AdminBookingsExportQuery,
  exportedBy: AuditEntry['actor'],
  /** The caller's cities (decision 051); undefined: every city. */
  scopeCityIds?: string[],
): Promise<Readable> {
  // A download of customers' names, phones and addresses: who took it, and with which filters, is kept
  // before the first row leaves (its size is not known until the end).
  await recordAudit(deps.db, {
    actor: exportedBy,
    action: 'export.bookings',
    entityType: 'booking_export',
    details: { ...q, format: 'csv' },
  });
  // Bytes, not objects, with no read-ahead: the default object stream would read 16 batches ahead.
  return Readable.from(bookingsCsvChunks(deps.db, { ...q, scopeCityIds }, deps.batchSize), {
    objectMode: false,
    highWaterMark: 1,
  });
}

/** 'bookings-2026-04-01-2027-03-31.csv'; an open side of the range reads 'start' or 'end'. */
export const bookingsCsvFileName = (q: Pick<AdminBookingsExportQuery, 'from' | 'to'>) =>
  `bookings-${q.from ?? 'start'}-${q.to ?? 'end'}.csv`;
