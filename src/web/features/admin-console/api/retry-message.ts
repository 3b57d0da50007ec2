import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

/** A failed message back in the queue: emails through the email outbox, texts through theirs. */
export const retryMessage = ({ id, channel }: { id: string; channel: string; to: string }) =>
  api.post(
    channel === 'email' ? `/api/admin/outbox/${id}/retry` : `/api/admin/messages/texts/${id}/retry`,
    {},
  );

export const useRetryMessage = () =>
  useAdminAction(retryMessage, (i) => ({ title: 'Message queued again', message: `To ${i.to}.` }));
