import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/api-admin';
import type { AdminCleanerDto, PageInfo } from '../../../../shared/api-bookings';
import type { RatingStats } from '../../../../shared/schemas/rating';
import { api } from '../../../lib/api-client';
import { toQueryString } from './get-bookings';
import { adminKeys } from './admin-keys';

export type WorkingHours = AdminCleanerDto['workingHours'][number];

/** A cleaner as the console's screens use one (GET /api/admin/cleaners sends spec-style `_id`s). */
export interface AdminCleaner {
  id: string;
  name: string;
  email: string;
  phone: string;
  isActive: boolean;
  /** Empty: the default hours (08:00–20:00) every day; else only these weekdays (0 = Sunday). */
  workingHours: WorkingHours[];
  /** Leave ending today or later. */
  leaves: { id: string; from: string; to: string; reason: string }[];
  /** Minutes of today (India) the cleaner's jobs hold, travel buffers included. */
  todayLoadMinutes: number;
  /** Stars over every rated visit; none yet when the server sends no figures. */
  rating: RatingStats;
}

export const toAdminCleaner = ({ _id, leave, rating, ...c }: AdminCleanerDto): AdminCleaner => ({
  ...c,
  id: _id,
  leaves: leave.map(({ _id: id, ...l }) => ({ ...l, id })),
  rating: rating ?? { average: null, count: 0 },
});

export interface CleanersQuery {
  search?: string;
  page?: number;
  size?: number;
}

/** GET /api/admin/cleaners?page&size&search: each with today's load. */
export const getCleaners = (q: CleanersQuery) =>
  api
    .get<{ data: { cleaners: AdminCleanerDto[]; page: PageInfo } }>(`/api/admin/cleaners${toQueryString(q)}`)
    .then(({ data }): Paged<AdminCleaner> => ({
      items: data.cleaners.map(toAdminCleaner),
      page: data.page.page,
      size: data.page.size,
      total: data.page.total,
    }));

/** `enabled: false` for a role without cleaners' calendars (the overview then shows no utilisation). */
export const useCleaners = (q: CleanersQuery = { size: 100 }, opts: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: adminKeys.cleaners(q),
    queryFn: () => getCleaners(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
