import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /api/admin/outbox/:id/retry: queue a failed mail again. */
export const retryOutbox = ({ id }: { id: string; to: string }) =>
  api.post(`/api/admin/outbox/${id}/retry`, {});

export const useRetryOutbox = () =>
  useAdminAction(retryOutbox, (i) => ({ title: 'Mail queued again', message: `To ${i.to}.` }));
