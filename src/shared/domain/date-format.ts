/**
 * The one way dates and times read in Chamak (PRODUCT §5b): en-IN "Sat, 28 Nov 2026, 9:00 AM", Hindi
 * "शनि, 28 नवंबर 2026, सुबह 9:00", always in Asia/Kolkata. Written from fixed name tables rather than
 * Intl: browsers and Node ship different ICU data ("28 Nov, 2026" in one, "28 Nov 2026" in another), and
 * a contract cannot depend on which one runs. Machine-read values (CSV, API) stay ISO.
 */
export type DateLanguage = 'en' | 'hi';

/** India has one zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
} as const;

/** Hindi keeps the month whole: 'नव॰' is not how people write it. */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} as const;

const lang = (language: string): DateLanguage => (language === 'hi' ? 'hi' : 'en');

interface Parts {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

/** A 'YYYY-MM-DD' calendar day (an ISO string's first ten characters). */
function dayParts(date: string): Parts | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime())) return undefined;
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hours: 0,
    minutes: 0,
  };
}

/** An instant as a wall clock in India. */
function instantParts(instant: Date | string): Parts | undefined {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(t)) return undefined;
  const d = new Date(t + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
  };
}

const writeDay = (p: Parts, l: DateLanguage) =>
  `${WEEKDAYS[l][p.weekday]}, ${p.day} ${MONTHS[l][p.month]} ${p.year}`;

/** Hindi names the part of the day where English writes AM/PM (CLDR's day periods for hi). */
function hindiDayPeriod(hours: number): string {
  if (hours >= 4 && hours < 12) return 'सुबह';
  if (hours >= 12 && hours < 16) return 'दोपहर';
  if (hours >= 16 && hours < 20) return 'शाम';
  return 'रात';
}

function writeTime(hours: number, minutes: number, l: DateLanguage): string {
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
  return l === 'hi' ? `${hindiDayPeriod(hours)} ${clock}` : `${clock} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/** '2026-11-28' -> 'Sat, 28 Nov 2026' / 'शनि, 28 नवंबर 2026'. Anything unreadable is returned as it is. */
export function formatDay(date: string, language: string = 'en'): string {
  const p = dayParts(date);
  return p ? writeDay(p, lang(language)) : date;
}

/** '09:00' -> '9:00 AM' / 'सुबह 9:00'. */
export function formatTime(time: string, language: string = 'en'): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  return writeTime(Number(m[1]), Number(m[2]), lang(language));
}

/** A visit's day and start: '2026-11-28', '09:00' -> 'Sat, 28 Nov 2026, 9:00 AM'. */
export function formatDayTime(date: string, time: string, language: string = 'en'): string {
  return `${formatDay(date, language)}, ${formatTime(time, language)}`;
}

/** An instant (ISO or Date) in India: 'Sat, 28 Nov 2026, 9:00 AM'. */
export function formatInstant(instant: Date | string, language: string = 'en'): string {
  const p = instantParts(instant);
  if (!p) return String(instant);
  const l = lang(language);
  return `${writeDay(p, l)}, ${writeTime(p.hours, p.minutes, l)}`;
}

/** An instant's day in India: 'Sat, 28 Nov 2026'. */
export function formatInstantDay(instant: Date | string, language: string = 'en'): string {
  const p = instantParts(instant);
  return p ? writeDay(p, lang(language)) : String(instant);
}

/** An instant's time in India: '9:00 AM'. */
export function formatInstantTime(instant: Date | string, language: string = 'en'): string {
  const p = instantParts(instant);
  return p ? writeTime(p.hours, p.minutes, lang(language)) : String(instant);
}

/** A chart's day label: '2026-11-28' -> '28 Nov' / '28 नवंबर'. */
export function formatShortDay(date: string, language: string = 'en'): string {
  const p = dayParts(date);
  return p ? `${p.day} ${MONTHS[lang(language)][p.month]}` : date;
}

/** A period of days: 'Mon, 23 Nov 2026 to Sun, 29 Nov 2026' (one day reads once). */
export function formatDayRange(from: string, to: string, language: string = 'en'): string {
  if (from === to) return formatDay(from, language);
  return `${formatDay(from, language)} ${lang(language) === 'hi' ? 'से' : 'to'} ${formatDay(to, language)}`;
}

/** A month and year for a calendar's caption: 'November 2026' / 'नवंबर 2026'. */
export function formatMonthYear(date: string, language: string = 'en'): string {
  // A month alone ('2026-11') reads as its first day's month.
  const p = dayParts(/^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date);
  if (!p) return date;
  const l = lang(language);
  const month = l === 'hi' ? MONTHS.hi[p.month] : LONG_MONTHS_EN[p.month];
  return `${month} ${p.year}`;
}

const LONG_MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date field's typed form: '2026-11-28' -> '28/11/2026'. */
export const toDisplayDate = (date: string) => {
  const p = dayParts(date);
  return p ? `${String(p.day).padStart(2, '0')}/${String(p.month + 1).padStart(2, '0')}/${p.year}` : '';
};

/** 'dd/mm/yyyy' (also d/m/yyyy, '-' or '.') -> '2026-11-28', or undefined when it is not a real day. */
export function parseDisplayDate(text: string): string | undefined {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const p = dayParts(iso);
  return p && p.day === Number(m[1]) && p.month + 1 === Number(m[2]) ? iso : undefined;
}
