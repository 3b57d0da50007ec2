import type { DbOrTx } from '../db/client';
import { webhookEvents } from '../db/schema/index';

/**
 * Records a webhook delivery (a payment event, a WhatsApp message or status) by the provider's id,
 * inside the transaction that applies it; false when it was seen before: a replay, applied once only.
 */
export async function rememberWebhookEvent(tx: DbOrTx, eventId: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length === 1;
}
