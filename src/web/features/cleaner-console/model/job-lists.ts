import { addDays } from '../../../../shared/domain/time';
import { mapLinkFor } from '../../../../shared/domain/address-point';
import type { CleanerJob } from './cleaner-job';

const byStart = (a: CleanerJob, b: CleanerJob) => (a.date + a.time).localeCompare(b.date + b.time);

/** Today's jobs in order, the week ahead, and this month's finished work with its hours. */
export function splitJobs(jobs: CleanerJob[], today: string) {
  const live = jobs.filter((j) => j.status !== 'cancelled');
  const weekEnd = addDays(today, 7);
  const month = today.slice(0, 7);
  const doneThisMonth = live.filter((j) => j.status === 'completed' && j.date.startsWith(month));
  return {
    today: live.filter((j) => j.date === today).sort(byStart),
    upcoming: live.filter((j) => j.date > today && j.date <= weekEnd).sort(byStart),
    history: doneThisMonth.sort(byStart).reverse(),
    hoursThisMonth: doneThisMonth.reduce((sum, j) => sum + j.durationMinutes, 0) / 60,
  };
}

/** '2 h 30 min', '45 min', '3 h'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The end of a job that starts at HH:MM and lasts so many minutes (same day, HH:MM). */
export function endTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function addressLine(a: CleanerJob['address']): string {
  return [a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ');
}

/** The phone's map app at the address's exact point when known, else searching its words. */
export function mapLink(a: CleanerJob['address']): string {
  return mapLinkFor(addressLine(a), a.point ?? null);
}

/** tel: link with an Indian 10-digit mobile made international. */
export function telLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+91${digits}` : digits}`;
}
