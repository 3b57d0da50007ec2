import { distanceMetres, type LatLng } from './geo';

/**
 * Choosing the crew for a confirmed booking (issue 35): a pure rule, so the table tests hold every
 * weighing. The server gathers the facts (who is free, skills, distances, ratings, hours this week).
 */

/** A cleaner who might take the job, as the dispatch job sees them. */
export interface DispatchCandidate {
  id: string;
  name: string;
  /** Free for the whole job (working hours, leave, other holds including the travel buffer). */
  free: boolean;
  /** Marked for this service (a cleaner marked for no service yet counts as able to do any). */
  skilled: boolean;
  /** Average stars, null before any rating. */
  rating: number | null;
  /** Minutes booked this week (Monday to Sunday, India), from the board's one rule. */
  weekMinutes: number;
  /** Where the cleaner comes from: the end of their previous job that day; null when none. */
  from: { point: LatLng; what: 'previous job' } | null;
  /** The customer chose them (only a cleaner who served this customer is ever named). */
  preferred: boolean;
  /** Dispatch gave them another visit of the same recurring series: a series keeps its crew where free. */
  seriesCrew?: boolean;
}

export interface DispatchJob {
  serviceName: string;
  /** HH:MM in India. */
  time: string;
  crewSize: number;
  /** The address's point, or its PIN area's centre; null when neither is known. */
  point: LatLng | null;
}

export type DispatchChoice =
  | { ok: true; crew: string[]; explanation: string; scores: Record<string, number> }
  | { ok: false; reason: string };

/** The weights: one kilometre of travel weighs as much as 1.5 hours more this week. */
export const DISPATCH_WEIGHTS = {
  preferred: 100,
  seriesCrew: 80,
  perKm: 3,
  /** The distance assumed for a cleaner with no job before it that day (or no point to measure). */
  unknownKm: 8,
  maxKm: 40,
  perStarAbove3: 6,
  unratedStars: 4,
  perWeekHour: 2,
} as const;

/** Words of dispatch shared by the server and the admin console. */
export const dispatchTexts = {
  /** "Awaiting payment, held until 10:45 AM" (the time already formatted). */
  awaitingPayment: (until: string) => `Awaiting payment, held until ${until}`,
} as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const formatHours = (minutes: number) => `${round1(minutes / 60)} h`;

/** Kilometres from where the cleaner comes from to the job; null when either point is unknown. */
export function kmFor(c: DispatchCandidate, job: DispatchJob): number | null {
  if (!c.from || !job.point) return null;
  return distanceMetres(c.from.point, job.point) / 1000;
}

/** One candidate's score: higher is better. */
export function dispatchScore(c: DispatchCandidate, job: DispatchJob): number {
  const w = DISPATCH_WEIGHTS;
  const km = Math.min(kmFor(c, job) ?? w.unknownKm, w.maxKm);
  const stars = c.rating ?? w.unratedStars;
  return (
    (c.preferred ? w.preferred : 0) +
    (c.seriesCrew ? w.seriesCrew : 0) -
    km * w.perKm +
    (stars - 3) * w.perStarAbove3 -
    (c.weekMinutes / 60) * w.perWeekHour
  );
}

/**
 * The crew for a job: the best-scored free, skilled cleaners (the best leads), with the reason in words
 * ("nearest free crew, 2.1 km from their previous job, 4.8★, 6 h booked this week"), or why nobody can
 * take it ("no crew with Water Tank Cleaning free at 8:00"). Ties go to the name, then the id, so the same
 * facts always give the same crew.
 */
export function chooseCrew(candidates: readonly DispatchCandidate[], job: DispatchJob): DispatchChoice {
  const skilled = candidates.filter((c) => c.skilled);
  const able = skilled.filter((c) => c.free);
  const time = job.time.replace(/^0/, '');
  if (able.length < job.crewSize) {
    const what =
      skilled.length < job.crewSize
        ? `no crew of ${job.crewSize} marked for ${job.serviceName}`
        : job.crewSize > 1
          ? `no crew of ${job.crewSize} with ${job.serviceName} free at ${time}`
          : `no crew with ${job.serviceName} free at ${time}`;
    return { ok: false, reason: what };
  }
  const scores: Record<string, number> = {};
  for (const c of able) scores[c.id] = round1(dispatchScore(c, job));
  const ranked = [...able].sort(
    (a, b) => scores[b.id] - scores[a.id] || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  const crew = ranked.slice(0, job.crewSize);
  return { ok: true, crew: crew.map((c) => c.id), explanation: explain(crew[0], able, job), scores };
}

/** Why the lead was chosen, in the words an admin reads on the booking. */
export function explain(
  lead: DispatchCandidate,
  able: readonly DispatchCandidate[],
  job: DispatchJob,
): string {
  const km = kmFor(lead, job);
  const kms = able.map((c) => kmFor(c, job) ?? Infinity);
  const nearest = km !== null && km <= Math.min(...kms);
  const leastBooked =
    able.every((c) => lead.weekMinutes <= c.weekMinutes) &&
    able.some((c) => lead.weekMinutes < c.weekMinutes);
  const crew = job.crewSize > 1 ? 'crew' : 'cleaner';
  const why = lead.preferred
    ? "the customer's preferred cleaner"
    : lead.seriesCrew
      ? `the same ${crew} as the series' other visits`
      : nearest && able.length > 1
        ? `nearest free ${crew}`
        : leastBooked && able.length > 1
          ? `least-booked free ${crew}`
          : able.length === 1
            ? `the only free ${crew}`
            : `best free ${crew}`;
  const where =
    km !== null
      ? `${round1(km)} km from their previous job`
      : lead.from
        ? 'no address point to measure from'
        : 'no earlier job that day';
  const stars = lead.rating !== null ? `${round1(lead.rating)}★` : 'not rated yet';
  return `${why}, ${where}, ${stars}, ${formatHours(lead.weekMinutes)} booked this week`;
}
