import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitySlot } from '../../../shared/api-bookings';
import type { NextFreeDates } from '../../../shared/schemas/next-free-dates';
import { api } from '../../lib/api-client';

/** What the slots are for: a package of a service for a quantity (sq.ft or items), so long jobs show as full. */
export interface AvailabilityJob {
  serviceId?: string;
  packageId?: string;
  quantity?: number | string;
}

export function availabilityUrl(date: string, job: AvailabilityJob = {}) {
  const q = new URLSearchParams({ date });
  if (job.serviceId) q.set('serviceId', job.serviceId);
  if (job.serviceId && job.packageId) q.set('packageId', job.packageId);
  const quantity = Number(job.quantity);
  if (job.serviceId && job.packageId && Number.isFinite(quantity) && quantity > 0)
    q.set('quantity', String(quantity));
  return `/api/availability?${q.toString()}`;
}

export const getAvailability = (date: string, job: AvailabilityJob = {}) =>
  api
    .get<{ data: { slots: AvailabilitySlot[] } }>(availabilityUrl(date, job), { auth: false })
    .then((r) => r.data.slots);

/**
 * After a full day (or a full time of day: `times`, its start times): the next dates with a free start
 * time for the same job (soonest first).
 */
export const getNextFreeDates = (date: string, job: AvailabilityJob = {}, times?: string[]) =>
  api
    .get<{ data: NextFreeDates }>(
      availabilityUrl(date, job).replace('/api/availability?', '/api/availability/next-free?') +
        (times?.length ? `&times=${times.join(',')}` : ''),
      {
        auth: false,
      },
    )
    .then((r) => r.data);

/** The job as a key: its URL's own values, so one job asked for twice (a number or its text) shares one entry. */
const jobKey = (date: string, job: AvailabilityJob) =>
  new URLSearchParams(availabilityUrl(date, job).split('?')[1]).toString();

/** Every availability answer lives under 'availability': booking, rescheduling and the quote dialog ask them. */
export const availabilityKeys = {
  all: ['availability'] as const,
  day: (date: string, job: AvailabilityJob = {}) => ['availability', 'day', jobKey(date, job)] as const,
  nextFree: (date: string, job: AvailabilityJob = {}, times?: string[]) =>
    ['availability', 'next-free', jobKey(date, job), times ?? null] as const,
  /** The first date from `from` with a free time (the reschedule dialog opens on it). */
  firstFree: (from: string, job: AvailabilityJob = {}) =>
    ['availability', 'first-free', jobKey(from, job)] as const,
};

export const availabilityQueryOptions = (date: string, job: AvailabilityJob = {}) =>
  queryOptions({ queryKey: availabilityKeys.day(date, job), queryFn: () => getAvailability(date, job) });

/** The next dates with a free start time; with `times`, only those start times count (a time of day). */
export const nextFreeDatesQueryOptions = (date: string, job: AvailabilityJob = {}, times?: string[]) =>
  queryOptions({
    queryKey: availabilityKeys.nextFree(date, job, times),
    queryFn: () => getNextFreeDates(date, job, times),
  });

/** The day's slots for the job, asked only while `enabled` (a chosen date, not in the past). */
export const useAvailability = (date: string, job: AvailabilityJob, enabled: boolean) =>
  useQuery({ ...availabilityQueryOptions(date, job), enabled });

export const useNextFreeDates = ({
  date,
  job,
  times,
  enabled,
}: {
  date: string;
  job: AvailabilityJob;
  times?: string[];
  enabled: boolean;
}) => useQuery({ ...nextFreeDatesQueryOptions(date, job, times), enabled });
