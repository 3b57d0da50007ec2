import { describe, expect, it } from 'vitest';
import { freeCrewCount, heldSpan, type CleanerCalendar, type WeekdayHours } from './crew-calendar';
import { crewCountsByTime, windowFromRows, type CleanerDay } from './day-availability';
import { TIME_SLOTS } from './time';

// 2026-12-07 is a Monday.
const monday = '2026-12-07';
const job = { date: monday, durationMinutes: 120, bufferMinutes: 30, crewSize: 1 };
const at = (time: string, durationMinutes = 60) =>
  heldSpan({ date: monday, time, durationMinutes, bufferMinutes: 30 });
const day = (over: Partial<CleanerDay> = {}): CleanerDay => ({
  window: { start: '08:00', end: '20:00' },
  held: [],
  ...over,
});
const countAt = (days: CleanerDay[], time: string, crewSize = 1) =>
  crewCountsByTime(days, { ...job, crewSize }, [time])[0]!;

describe('crew counts for every start time of a day', () => {
  it.each([
    ['three idle cleaners', [day(), day(), day()], '09:00', 1, 3, 3],
    ['crews of two from three', [day(), day(), day()], '09:00', 2, 1, 1],
    ['a hold at the same time', [day({ held: [at('09:00')] }), day()], '09:00', 1, 1, 2],
    ['a hold ending with its buffer before the job', [day({ held: [at('07:00', 30)] })], '09:00', 1, 1, 1],
    ['a hold starting inside the job and its buffer', [day({ held: [at('11:00')] })], '09:00', 1, 0, 1],
    ['a hold starting right after the buffer', [day({ held: [at('11:30')] })], '09:00', 1, 1, 1],
    ['a day off', [day({ window: null }), day()], '09:00', 1, 1, 1],
    ['the job ends after the window', [day({ window: { start: '08:00', end: '10:00' } })], '09:00', 1, 0, 0],
    [
      'the job starts before the window',
      [day({ window: { start: '10:00', end: '18:00' } })],
      '09:00',
      1,
      0,
      0,
    ],
    ['the job fills the window', [day({ window: { start: '09:00', end: '11:00' } })], '09:00', 1, 1, 1],
  ])('%s', (_name, days, time, crewSize, free, freeIfIdle) => {
    expect(countAt(days, time, crewSize)).toEqual({ time, free, freeIfIdle });
  });

  it('gives what freeCrewCount gives, cleaner by cleaner, on a day of many cleaners (fixed seed)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const windows = [
      null,
      { start: '08:00', end: '20:00' },
      { start: '09:00', end: '17:00' },
      { start: '12:00', end: '18:00' },
    ];
    const calendars: CleanerCalendar[] = [];
    const days: CleanerDay[] = [];
    for (let i = 0; i < 120; i++) {
      const window = windows[Math.floor(random() * windows.length)]!;
      const held = Array.from({ length: Math.floor(random() * 3) }, () =>
        at(TIME_SLOTS[Math.floor(random() * TIME_SLOTS.length)]!, 30 + Math.floor(random() * 4) * 60),
      );
      const hours: WeekdayHours[] =
        window === windows[1]
          ? []
          : window
            ? [{ weekday: 1, ...window }]
            : [{ weekday: 2, start: '08:00', end: '20:00' }];
      calendars.push({ id: `c${i}`, name: `c${i}`, hours, leaves: [], held });
      days.push({
        window: windowFromRows(hours.length > 0, hours.find((h) => h.weekday === 1) ?? null),
        held,
      });
    }
    for (const crewSize of [1, 2, 3])
      for (const durationMinutes of [45, 120, 300]) {
        const counts = crewCountsByTime(days, { ...job, durationMinutes, crewSize }, TIME_SLOTS);
        for (const { time, free, freeIfIdle } of counts) {
          const request = { date: monday, time, durationMinutes, bufferMinutes: 30 };
          expect(free).toBe(freeCrewCount(calendars, request, crewSize));
          const idle = calendars.map((c) => ({ ...c, held: [] }));
          expect(freeIfIdle).toBe(freeCrewCount(idle, request, crewSize));
        }
      }
  });
});

describe('a weekday window from the cleaner rows', () => {
  it('uses the default hours for a cleaner with no rows, the day row otherwise, none on a day without one', () => {
    expect(windowFromRows(false, null)).toEqual({ start: '08:00', end: '20:00' });
    expect(windowFromRows(true, { start: '10:00', end: '16:00' })).toEqual({ start: '10:00', end: '16:00' });
    expect(windowFromRows(true, null)).toBeNull();
  });
});
