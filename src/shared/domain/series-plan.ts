import { seriesDates } from './booking-rules';
import { addDays, addMonths } from './time';

export type SeriesFrequency = Parameters<typeof seriesDates>[1];

export const PLAN_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly'] as const satisfies SeriesFrequency[];
/** The owner's discount per plan frequency, in whole percent. */
export type PlanDiscounts = Record<SeriesFrequency, number>;
/** The most a plan's discount may be (the database checks it too: drizzle/0059_plan_discounts.sql). */
export const MAX_PLAN_DISCOUNT_PERCENT = 50;

/**
 * A plan's discount on one visit: `percent` of its price, rounded down to a whole rupee (a price a
 * customer reads; the booking form, the server and the top-up all take it from here). In paise.
 */
export function planDiscountPaise(pricePaise: number, percent: number): number {
  if (!(percent > 0) || !(pricePaise > 0)) return 0;
  const percentClamped = Math.min(percent, MAX_PLAN_DISCOUNT_PERCENT);
  return Math.floor((pricePaise * percentClamped) / 10_000) * 100;
}

/** The cancel reason of a visit the customer skipped from their plan (it is not booked again). */
export const SERIES_SKIPPED_REASON = 'skipped from the plan';
/** The cancel reason of a visit a pause took away (booked again if the plan resumes before its date). */
export const SERIES_PAUSED_REASON = 'plan paused';
/** The longest pause a customer may choose, in days from today. */
export const MAX_PAUSE_DAYS = 90;

/**
 * How far ahead a plan keeps its visits booked (PRODUCT §2: at least 8 weeks): the same reach as the
 * first booking's (`seriesDates`), counted from today.
 */
export function seriesHorizon(frequency: SeriesFrequency, today: string): string {
  const dates = seriesDates(today, frequency);
  return dates[dates.length - 1];
}

/** The k-th date of a plan's rhythm from its anchor (its first visit): k weeks, fortnights or months on. */
export function rhythmDate(frequency: SeriesFrequency, anchor: string, k: number): string {
  if (frequency === 'monthly') return addMonths(anchor, k);
  return addDays(anchor, k * (frequency === 'weekly' ? 7 : 14));
}

export const daysBetween = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/**
 * The dates a plan's top-up books: on the rhythm from `anchor`, after the plan's latest visit (`latest`,
 * which a skipped or cancelled visit still counts as: it is not booked again), from `from` (tomorrow, or
 * the day a pause ends) up to `horizon`. Oldest first.
 */
export function topUpDates(plan: {
  frequency: SeriesFrequency;
  anchor: string;
  latest: string;
  from: string;
  horizon: string;
}): string[] {
  const { frequency, anchor, latest, from, horizon } = plan;
  const start = latest >= from ? latest : from;
  // Jump near the start instead of walking years of rhythm (a month is at least 28 days).
  const perStep = frequency === 'weekly' ? 7 : frequency === 'bi-weekly' ? 14 : 31;
  let k = Math.max(1, Math.floor(daysBetween(anchor, start) / perStep) - 1);
  const dates: string[] = [];
  for (
    let date = rhythmDate(frequency, anchor, k);
    date <= horizon;
    date = rhythmDate(frequency, anchor, ++k)
  ) {
    if (date > latest && date >= from) dates.push(date);
  }
  return dates;
}

/** Whether `until` is a pause a customer may choose today: after tomorrow's visits, at most MAX_PAUSE_DAYS on. */
export function pauseUntilAllowed(until: string, today: string): boolean {
  return until > addDays(today, 1) && until <= addDays(today, MAX_PAUSE_DAYS);
}

export type SeriesState = 'active' | 'paused' | 'cancelled';

/** A plan's state today: cancelled for good, paused until a date not yet reached, or active. */
export function seriesState(
  series: { cancelledAt: unknown; pausedUntil: string | null },
  today: string,
): SeriesState {
  if (series.cancelledAt) return 'cancelled';
  if (series.pausedUntil && series.pausedUntil > today) return 'paused';
  return 'active';
}

/** What the plan's routes answer when refused (customer-visible: Hindi in the web's messages catalogue). */
export const seriesTexts = {
  notFound: 'Plan not found.',
  visitNotInPlan: 'This visit is not part of this plan.',
  visitNotOpen: 'Only a visit still to come can be skipped.',
  tooLateToSkip: "It's too late to skip this visit: visits can be changed until 2 hours before they start.",
  pauseDate: 'Choose a date after tomorrow and within 90 days.',
  planCancelled: 'This plan is cancelled.',
  notPaused: 'This plan is not paused.',
  chooseVisit: 'Choose a visit of this plan.',
  pauseDateFormat: 'Choose the date your plan starts again.',
  moveDate: 'Choose a day between the visits before and after this one.',
  moveNothing: 'This visit is already on that day and time.',
  tooLateToMove: "It's too late to move this visit: visits can be changed until 2 hours before they start.",
  moveNoCrew:
    'No crew is free at that time for every later visit, so nothing was changed. Please choose another time.',
} as const;

/**
 * Whether a plan's visits may all move `days` days (the first chosen visit to its new day, every later one
 * with it): less than one step of its rhythm either way, so no visit passes its neighbour and the plan keeps
 * its spacing. A monthly plan's step counts as its shortest month.
 */
export function planMoveAllowed(frequency: SeriesFrequency, days: number): boolean {
  return Number.isInteger(days) && Math.abs(days) < planStepDays(frequency);
}

/** The fewest days between two visits of a plan (a monthly plan's shortest month). */
export const planStepDays = (frequency: SeriesFrequency) =>
  frequency === 'weekly' ? 7 : frequency === 'bi-weekly' ? 14 : 28;
