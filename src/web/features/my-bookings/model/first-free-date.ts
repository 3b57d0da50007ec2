import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import { addDays } from '../../../../shared/domain/time';

/** How far ahead a reschedule looks for a free time, and how many dates it asks for at once. */
export const SEARCH_DAYS = 28;
const BATCH = 7;

/**
 * The first date from `from` (YYYY-MM-DD) with a free time, asking a week of dates at a time; `from`
 * itself when none is free within SEARCH_DAYS (the dialog then shows that day's full times).
 */
export async function firstDateWithFreeSlot(
  from: string,
  slotsOn: (date: string) => Promise<AvailabilitySlot[]>,
): Promise<string> {
  for (let start = 0; start < SEARCH_DAYS; start += BATCH) {
    const dates = Array.from({ length: BATCH }, (_, i) => addDays(from, start + i));
    const days = await Promise.all(dates.map(slotsOn));
    const found = days.findIndex((slots) => slots.some((s) => s.available));
    if (found !== -1) return dates[found];
  }
  return from;
}
