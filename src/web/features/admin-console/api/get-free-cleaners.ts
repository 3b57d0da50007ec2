import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idOf, type FreeCleaner } from '../model/admin-dtos';

type RawFree = { id?: string; _id?: string; name: string; loadMinutes?: number };

/** GET /api/bookings/:id/free-cleaners: who can take this job (hours, leave, other jobs, crew size). */
export const getFreeCleaners = (bookingId: string) =>
  api
    .get<{ data: { cleaners: RawFree[]; crewSize?: number } }>(`/api/bookings/${bookingId}/free-cleaners`)
    .then((r) => ({
      crewSize: r.data.crewSize ?? 1,
      cleaners: r.data.cleaners.map((c): FreeCleaner => ({
        id: idOf(c),
        name: c.name,
        loadMinutes: c.loadMinutes,
      })),
    }));

export const useFreeCleaners = (bookingId: string | null) =>
  useQuery({
    queryKey: ['admin', 'free-cleaners', bookingId],
    queryFn: () => getFreeCleaners(bookingId!),
    enabled: !!bookingId,
  });
