import type { DbOrTx } from '../../db/client';
import { slotStart, TIME_SLOTS, todayInIndia } from '../../../shared/domain/time';
import type { AvailabilitySlot } from '../../../shared/api-bookings';
import { AppError, conflict } from '../../platform/errors';
import { bookingsRepository, type BookingRow, type NewBooking } from './bookings.repository';

export const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another time.';

/** A slot holds as many bookings as there are active cleaners, at least one (PRODUCT.md §2). */
export async function slotCapacity(db: DbOrTx): Promise<number> {
  return Math.max(1, await bookingsRepository.activeCleanerCount(db));
}

/** Rejects slots outside 08:00-18:00 and slots that have already started (Indian time). */
export function assertBookableSlot(date: string, time: string, now: Date) {
  if (!(TIME_SLOTS as readonly string[]).includes(time)) {
    throw new AppError('INVALID_SLOT', 400, 'Please choose a time between 8:00 AM and 6:00 PM', [
      { field: 'scheduledTime', message: 'Please choose a time between 8:00 AM and 6:00 PM' },
    ]);
  }
  if (date < todayInIndia(now)) {
    throw new AppError('DATE_IN_PAST', 400, 'Service date cannot be in the past', [
      { field: 'scheduledDate', message: 'Service date cannot be in the past' },
    ]);
  }
  if (slotStart(date, time) <= now) {
    throw new AppError(
      'SLOT_STARTED',
      400,
      'This time has already passed today. Please choose a later time.',
      [
        {
          field: 'scheduledTime',
          message: 'This time has already passed today. Please choose a later time.',
        },
      ],
    );
  }
}

/**
 * Puts a booking into a free place of its slot. The unique (date, time, seat) constraint decides races:
 * a seat taken meanwhile makes the insert do nothing, and the next free seat is tried. Null when full.
 */
export async function insertIntoFreeSeat(
  db: DbOrTx,
  values: Omit<NewBooking, 'slotSeat'>,
  capacity: number,
): Promise<BookingRow | null> {
  for (let attempt = 0; attempt < capacity + 2; attempt++) {
    const taken = new Set(
      await bookingsRepository.takenSeats(db, values.scheduledDate, values.scheduledTime),
    );
    const seat = Array.from({ length: capacity }, (_, i) => i + 1).find((s) => !taken.has(s));
    if (seat === undefined) return null;
    const inserted = await bookingsRepository.insertIntoSeat(db, { ...values, slotSeat: seat });
    if (inserted) return inserted;
  }
  return null;
}

/**
 * Moves a booking to another slot (reschedule), into the first free seat there. 409 when full; a seat
 * taken by a concurrent move raises the unique violation, which the caller reports as 409 too.
 */
export async function moveToFreeSeat(
  db: DbOrTx,
  booking: BookingRow,
  date: string,
  time: string,
  capacity: number,
  extra: Partial<NewBooking>,
) {
  const taken = new Set(await bookingsRepository.takenSeats(db, date, time));
  taken.delete(
    booking.scheduledDate === date && booking.scheduledTime === time ? (booking.slotSeat ?? -1) : -1,
  );
  const seat = Array.from({ length: capacity }, (_, i) => i + 1).find((s) => !taken.has(s));
  if (seat === undefined) throw conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL');
  // Free the old place first so moving within one slot never collides with itself.
  await bookingsRepository.update(db, booking.id, { slotSeat: null });
  return bookingsRepository.update(db, booking.id, {
    ...extra,
    scheduledDate: date,
    scheduledTime: time,
    slotSeat: seat,
  });
}

export async function availability(db: DbOrTx, date: string, now: Date): Promise<AvailabilitySlot[]> {
  const [capacity, booked] = await Promise.all([
    slotCapacity(db),
    bookingsRepository.bookedPerSlot(db, date),
  ]);
  return TIME_SLOTS.map((time) => {
    const n = booked.get(time) ?? 0;
    return { time, capacity, booked: n, available: n < capacity && slotStart(date, time) > now };
  });
}
