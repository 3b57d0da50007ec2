import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RatingStats } from '../../../../shared/schemas/rating';
import { api } from '../../../lib/api-client';
import {
  idOf,
  type AdminCleaner,
  type CleanerLeave,
  type Paged,
  type WorkingHours,
} from '../model/admin-dtos';
import { toQueryString } from './get-bookings';

/** The fields GET /api/admin/cleaners carries (dispatch's adminCleanerDtoSchema; main's plain list lacks the last three). */
interface RawCleaner {
  id?: string;
  _id?: string;
  name: string;
  email: string;
  phone: string;
  isActive: boolean;
  workingHours?: WorkingHours[];
  leave?: (Omit<CleanerLeave, 'id'> & { id?: string; _id?: string })[];
  todayLoadMinutes?: number;
  today?: { jobs?: number; minutes?: number };
  todayJobs?: number;
  todayMinutes?: number;
  rating?: RatingStats;
}

export function toAdminCleaner(c: RawCleaner): AdminCleaner {
  return {
    id: idOf(c),
    name: c.name,
    email: c.email,
    phone: c.phone,
    isActive: c.isActive,
    workingHours: c.workingHours ?? [],
    leaves: (c.leave ?? []).map((l) => ({ id: idOf(l), from: l.from, to: l.to, reason: l.reason ?? '' })),
    today: {
      jobs: c.today?.jobs ?? c.todayJobs ?? 0,
      minutes: c.todayLoadMinutes ?? c.today?.minutes ?? c.todayMinutes ?? 0,
    },
    rating: c.rating ?? { average: null, count: 0 },
  };
}

export interface CleanersQuery {
  search?: string;
  page?: number;
  size?: number;
}

/** GET /api/admin/cleaners?page&size&search: each with today's load. */
export const getCleaners = (q: CleanersQuery) =>
  api
    .get<{ data: Paged<RawCleaner> | { cleaners: RawCleaner[] } }>(`/api/admin/cleaners${toQueryString(q)}`)
    .then((r): Paged<AdminCleaner> => {
      const d = r.data;
      if ('items' in d) return { ...d, items: d.items.map(toAdminCleaner) };
      return {
        items: d.cleaners.map(toAdminCleaner),
        page: 1,
        size: d.cleaners.length,
        total: d.cleaners.length,
      };
    });

export const useCleaners = (q: CleanersQuery = { size: 100 }) =>
  useQuery({
    queryKey: ['admin', 'cleaners', q],
    queryFn: () => getCleaners(q),
    placeholderData: keepPreviousData,
  });
