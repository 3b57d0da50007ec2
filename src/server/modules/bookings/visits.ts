import { createHash, randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { slotStart } from '../../../shared/domain/time';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { AppError } from '../../platform/errors';
import { ADDRESS_FIELDS, bookingsRepository, type BookingRow, type NewBooking } from './bookings.repository';

/** The 4-digit code the customer gives the cleaner at the door (docs/product-rules.md#start-code). */
export const newStartCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** A visit's start and end as instants (Asia/Kolkata). */
export function visitTimes(date: string, time: string, durationMinutes: number) {
  const startsAt = slotStart(date, time);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}

/** JSON with its keys in one order, so the same request always hashes the same. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What an Idempotency-Key is stored with: the hash of the (parsed) request it first came with. */
export const requestHash = (input: unknown) => createHash('sha256').update(sortedJson(input)).digest('hex');

/**
 * A key seen before answers with its booking only for the same request; another body under it is the
 * client's mistake, refused (IETF draft 'The Idempotency-Key HTTP Header Field': 422).
 */
export function assertSameRequest(existing: BookingRow, hash: string) {
  if (existing.idempotencyHash !== null && existing.idempotencyHash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, jobSafetyTexts.idempotencyKeyReused, [
      { field: 'Idempotency-Key', message: jobSafetyTexts.idempotencyKeyReused },
    ]);
}

/** The job a visit repeats: what was booked, for whom and where (a re-clean copies these from its original). */
const JOB_FIELDS = [
  'userId',
  'serviceId',
  'packageId',
  'serviceName',
  'packageName',
  'packageDescription',
  'packageDuration',
  'customerName',
  'customerEmail',
  'phoneNumber',
  ...ADDRESS_FIELDS,
  'addressLatitude',
  'addressLongitude',
  'areaSqft',
  'measurementUnit',
  'instructions',
  'durationMinutes',
  'crewSize',
] as const satisfies readonly (keyof BookingRow)[];

/** The values of `row` that describe its job (JOB_FIELDS), for another visit of the same job. */
export function jobOf(row: BookingRow): Pick<BookingRow, (typeof JOB_FIELDS)[number]> {
  return Object.fromEntries(JOB_FIELDS.map((k) => [k, row[k]])) as Pick<
    BookingRow,
    (typeof JOB_FIELDS)[number]
  >;
}

/** A visit's values with a date, slot and length: its row gets its start and end and a fresh start code. */
export type VisitValues = Omit<NewBooking, 'startCode'> & { durationMinutes: number };

/** Inserts one visit (its crew is held separately). */
export function insertVisit(tx: DbOrTx, values: VisitValues): Promise<BookingRow> {
  return bookingsRepository.insert(tx, {
    ...values,
    ...visitTimes(values.scheduledDate, values.scheduledTime, values.durationMinutes),
    startCode: newStartCode(),
  });
}
