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
