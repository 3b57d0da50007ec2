import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idOf, type OutboxMail } from '../model/admin-dtos';
import { toQueryString } from './get-bookings';

type RawMail = Omit<OutboxMail, 'id'> & { id?: string; _id?: string };

/** GET /api/admin/outbox?status: sent, queued and failed mails (main: {emails}; ops may page it). */
export const getOutbox = (status?: string) =>
  api
    .get<{ data: { emails?: RawMail[]; items?: RawMail[] } }>(`/api/admin/outbox${toQueryString({ status })}`)
    .then((r) => (r.data.emails ?? r.data.items ?? []).map((m): OutboxMail => ({ ...m, id: idOf(m) })));

export const useOutbox = (status?: string) =>
  useQuery({
    queryKey: ['admin', 'outbox', status],
    queryFn: () => getOutbox(status),
    refetchInterval: 15_000,
  });
