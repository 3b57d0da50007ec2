import { describe, expect, it } from 'vitest';
import { reminderAt, reminderDue, visitDayWord } from './reminders';

// IST is UTC+5:30: 18:00 IST is 12:30 UTC.
describe('reminderAt', () => {
  it.each([
    ['2026-12-02', 18, '2026-12-01T12:30:00.000Z'],
    ['2026-12-02', 0, '2026-11-30T18:30:00.000Z'],
    ['2027-01-01', 18, '2026-12-31T12:30:00.000Z'],
    ['2026-03-01', 9, '2026-02-28T03:30:00.000Z'],
  ])('a visit on %s with the hour %i is reminded at %s', (date, hour, expected) => {
    expect(reminderAt(date, hour).toISOString()).toBe(expected);
  });
});

describe('reminderDue (visit 2026-12-02 10:00 IST, hour 18)', () => {
  it.each([
    ['2026-12-01T12:29:59Z', false, 'a second before 18:00 IST the day before'],
    ['2026-12-01T12:30:00Z', true, 'at 18:00 IST the day before'],
    ['2026-12-01T18:00:00Z', true, 'at 23:30 IST the day before'],
    ['2026-12-02T02:00:00Z', true, 'the morning of the visit, catching up after downtime'],
    ['2026-12-02T04:29:59Z', true, 'a second before the visit'],
    ['2026-12-02T04:30:00Z', false, 'once the visit has started'],
    ['2026-11-30T12:30:00Z', false, 'two days before'],
  ])('%s → %s (%s)', (now, due) => {
    expect(reminderDue('2026-12-02', '10:00', new Date(now), 18)).toBe(due);
  });
});

describe('visitDayWord: today or tomorrow in India time', () => {
  it.each([
    // 1:10 am IST on 26 Nov is still 25 Nov in UTC: the visit on 26 Nov is today.
    ['2026-11-26', '2026-11-25T19:40:00Z', 'today'],
    ['2026-11-27', '2026-11-25T19:40:00Z', 'tomorrow'],
    // 11 pm IST on 25 Nov: the 26 Nov visit is tomorrow.
    ['2026-11-26', '2026-11-25T17:30:00Z', 'tomorrow'],
    ['2026-11-25', '2026-11-25T17:30:00Z', 'today'],
    ['2026-11-28', '2026-11-25T17:30:00Z', 'later'],
  ] as const)('a visit on %s seen at %s is %s', (visit, now, word) => {
    expect(visitDayWord(visit, new Date(now))).toBe(word);
  });
});
