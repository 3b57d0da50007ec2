import { formatDay, formatTime } from '../../../shared/domain/date-format';
import type { Language } from '../../../shared/language';

/** '2026-11-24' -> 'Tue, 24 Nov 2026' / 'मंगल, 24 नवंबर 2026' (the day in India; the one format). */
export const longDate = (date: string, language: Language) => formatDay(date, language);

/** The same for a text message: one format everywhere, and within DLT's 30 characters. */
export const shortDate = longDate;

/**
 * '14:00' -> '2:00 PM' / 'दोपहर 2:00 बजे': 12-hour in both; Hindi names the part of the day (सुबह,
 * दोपहर, शाम, रात) where English writes AM/PM, and a sentence says 'बजे' after the hour.
 */
export function clockTime(time: string, language: Language): string {
  return language === 'en' ? formatTime(time, 'en') : `${formatTime(time, 'hi')} बजे`;
}
