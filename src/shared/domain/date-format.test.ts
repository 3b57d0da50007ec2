import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayTime,
  formatInstant,
  formatInstantDay,
  formatInstantTime,
  formatMonthYear,
  formatTime,
  parseDisplayDate,
  toDisplayDate,
} from './date-format';

describe('one date and time format (en-IN and Hindi, Asia/Kolkata)', () => {
  it.each([
    // date, time, English, Hindi
    ['2026-11-28', '09:00', 'Sat, 28 Nov 2026, 9:00 AM', 'शनि, 28 नवंबर 2026, सुबह 9:00'],
    ['2026-11-28', '00:00', 'Sat, 28 Nov 2026, 12:00 AM', 'शनि, 28 नवंबर 2026, रात 12:00'],
    ['2026-11-28', '12:00', 'Sat, 28 Nov 2026, 12:00 PM', 'शनि, 28 नवंबर 2026, दोपहर 12:00'],
    ['2026-11-28', '12:30', 'Sat, 28 Nov 2026, 12:30 PM', 'शनि, 28 नवंबर 2026, दोपहर 12:30'],
    ['2026-11-28', '16:00', 'Sat, 28 Nov 2026, 4:00 PM', 'शनि, 28 नवंबर 2026, शाम 4:00'],
    ['2026-11-28', '20:05', 'Sat, 28 Nov 2026, 8:05 PM', 'शनि, 28 नवंबर 2026, रात 8:05'],
    ['2026-12-31', '23:59', 'Thu, 31 Dec 2026, 11:59 PM', 'गुरु, 31 दिसंबर 2026, रात 11:59'],
    ['2027-01-01', '08:00', 'Fri, 1 Jan 2027, 8:00 AM', 'शुक्र, 1 जनवरी 2027, सुबह 8:00'],
    ['2028-02-29', '18:00', 'Tue, 29 Feb 2028, 6:00 PM', 'मंगल, 29 फ़रवरी 2028, शाम 6:00'],
  ])('%s %s reads %s / %s', (date, time, en, hi) => {
    expect(formatDayTime(date, time, 'en')).toBe(en);
    expect(formatDayTime(date, time, 'hi')).toBe(hi);
    // A slot is the same instant in India, whatever zone the machine is in (tests run in UTC).
    const [h, m] = time.split(':').map(Number);
    const instant = new Date(Date.parse(`${date}T00:00:00Z`) + (h * 60 + m - 330) * 60_000);
    expect(formatInstant(instant, 'en')).toBe(en);
    expect(formatInstant(instant.toISOString(), 'hi')).toBe(hi);
  });

  it.each([
    // UTC instant, India's day and time
    ['2024-12-31T18:30:00.000Z', 'Wed, 1 Jan 2025', '12:00 AM', 'बुध, 1 जनवरी 2025', 'रात 12:00'],
    ['2024-12-31T18:29:00.000Z', 'Tue, 31 Dec 2024', '11:59 PM', 'मंगल, 31 दिसंबर 2024', 'रात 11:59'],
    ['2025-01-01T00:00:00.000Z', 'Wed, 1 Jan 2025', '5:30 AM', 'बुध, 1 जनवरी 2025', 'सुबह 5:30'],
    ['2026-11-28T06:30:00.000Z', 'Sat, 28 Nov 2026', '12:00 PM', 'शनि, 28 नवंबर 2026', 'दोपहर 12:00'],
  ])('the instant %s is %s %s in India', (iso, enDay, enTime, hiDay, hiTime) => {
    expect(formatInstantDay(iso, 'en')).toBe(enDay);
    expect(formatInstantTime(iso, 'en')).toBe(enTime);
    expect(formatInstantDay(new Date(iso), 'hi')).toBe(hiDay);
    expect(formatInstantTime(iso, 'hi')).toBe(hiTime);
  });

  it('writes a day alone, a time alone and a month, English by default', () => {
    expect(formatDay('2026-11-28')).toBe('Sat, 28 Nov 2026');
    expect(formatDay('2026-11-28T00:00:00.000Z', 'hi')).toBe('शनि, 28 नवंबर 2026');
    expect(formatTime('09:00')).toBe('9:00 AM');
    expect(formatTime('13:45', 'hi')).toBe('दोपहर 1:45');
    expect(formatMonthYear('2026-11-28', 'en')).toBe('November 2026');
    expect(formatMonthYear('2027-01-05', 'hi')).toBe('जनवरी 2027');
  });

  it('keeps what it cannot read as it is', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatTime('noon')).toBe('noon');
    expect(formatInstant('not a date')).toBe('not a date');
  });

  it.each([
    ['28/11/2026', '2026-11-28'],
    ['1/1/2027', '2027-01-01'],
    ['01-01-2027', '2027-01-01'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', undefined],
    ['31/04/2026', undefined],
    ['11/28/2026', undefined],
    ['2026-11-28', undefined],
  ])('reads the typed date %s as %s', (typed, iso) => {
    expect(parseDisplayDate(typed)).toBe(iso);
    if (iso) expect(parseDisplayDate(toDisplayDate(iso))).toBe(iso);
  });
});
