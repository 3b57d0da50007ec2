import { formatDay, formatTime } from '../../shared/domain/date-format';

/**
 * A slot's 'HH:MM' on a 12-hour clock: '2:00 PM' in English (the spec's form), 'दोपहर 2:00' in Hindi
 * (the day period: सुबह, दोपहर, शाम, रात), from the one date format.
 */
export const formatClock = (time: string, language: string): string => formatTime(time, language);

/** A 'YYYY-MM-DD' day in Hindi ('मंगल, 24 नवंबर 2026'). */
export const formatDayHindi = (date: string) => formatDay(date, 'hi');
