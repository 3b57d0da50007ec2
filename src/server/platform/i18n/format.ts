import { formatTime12h } from '../../../shared/domain/time';
import type { Language } from '../../../shared/language';

const dateFormats = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  short: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
} as const;

/** Hindi's short form keeps the month whole ('मंगल, 24 नवंबर'): 'नव॰' is not how people write it. */
const hindiShort = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;

const formatters = {
  en: {
    long: new Intl.DateTimeFormat('en-IN', dateFormats.long),
    short: new Intl.DateTimeFormat('en-IN', dateFormats.short),
  },
  hi: {
    long: new Intl.DateTimeFormat('hi-IN', dateFormats.long),
    short: new Intl.DateTimeFormat('hi-IN', hindiShort),
  },
};

const dayOf = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** '2026-11-24' -> 'Tuesday, 24 November 2026' / 'मंगलवार, 24 नवंबर 2026' (the day in India). */
export const longDate = (date: string, language: Language) => formatters[language].long.format(dayOf(date));

/** '2026-11-24' -> 'Tue, 24 Nov' / 'मंगल, 24 नवंबर': short, for a text message. */
export const shortDate = (date: string, language: Language) => formatters[language].short.format(dayOf(date));

const hindiTime = new Intl.DateTimeFormat('hi-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  dayPeriod: 'long',
  timeZone: 'UTC',
});

/**
 * '14:00' -> '2:00 PM' / 'दोपहर 2:00 बजे': 12-hour in both; Hindi names the part of the day (सुबह,
 * दोपहर, शाम, रात) where English writes AM/PM.
 */
export function clockTime(time: string, language: Language): string {
  if (language === 'en') return formatTime12h(time);
  const [h, m] = time.split(':').map(Number);
  return `${hindiTime.format(new Date(Date.UTC(2000, 0, 1, h, m)))} बजे`;
}
