import { formatTime12h } from '../../shared/domain/time';
import { formatDate } from './format';

/**
 * A slot's 'HH:MM' on a 12-hour clock: '2:00 PM' in English (the spec's form), 'दोपहर 2:00' in Hindi
 * (Intl's 'hi-IN' day period: सुबह, दोपहर, शाम, रात).
 */
export function formatClock(time: string, language: string): string {
  if (language !== 'hi') return formatTime12h(time);
  const [h, m] = time.split(':').map(Number);
  return new Intl.DateTimeFormat('hi-IN', {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** A 'YYYY-MM-DD' day in Hindi ('24 नवंबर 2026'); English callers keep their own format. */
export const formatDayHindi = (date: string) => formatDate(new Date(`${date.slice(0, 10)}T00:00:00Z`), 'hi');
