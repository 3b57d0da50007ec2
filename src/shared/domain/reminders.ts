import { addDays, slotStart } from './time';

/** The moment a visit's reminder becomes due: the day before, at `hour`:00 Indian time. */
export function reminderAt(visitDate: string, hour: number): Date {
  return slotStart(addDays(visitDate, -1), `${String(hour).padStart(2, '0')}:00`);
}

/**
 * Due from the day before at the reminder hour until the visit starts. A process that was down at the
 * hour catches up on its next run; a visit booked after the hour still gets its reminder (with its
 * start code) before the visit; a visit that has started gets none.
 */
export function reminderDue(visitDate: string, visitTime: string, now: Date, hour: number): boolean {
  return reminderAt(visitDate, hour) <= now && now < slotStart(visitDate, visitTime);
}
