import { isValidDate, slotStart, TIME_SLOTS, todayInIndia } from '../../../shared/domain/time';
import { AppError } from '../../platform/errors';

/** The message of a start time with no free crew for the whole job. */
export { SLOT_FULL_MESSAGE } from '../schedule/crew.service';

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

/** A service date that is no day of the calendar (2026-02-30) is refused before anything else about it. */
export function assertRealDate(date: string) {
  if (!isValidDate(date))
    throw new AppError('INVALID_DATE', 400, 'Service date is not a real date', [
      { field: 'scheduledDate', message: 'Service date is not a real date' },
    ]);
}
