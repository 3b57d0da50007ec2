import { addDays, slotStart, todayInIndia } from './time';

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

/**
 * Whether a visit is today or tomorrow as the customer reads it, in India time: a reminder sent at
 * 1:10 am IST on 26 Nov for a 26 Nov visit says "today", whatever the server's zone.
 */
export function visitDayWord(visitDate: string, now: Date): 'today' | 'tomorrow' | 'later' {
  const today = todayInIndia(now);
  if (visitDate <= today) return 'today';
  return visitDate === addDays(today, 1) ? 'tomorrow' : 'later';
}
