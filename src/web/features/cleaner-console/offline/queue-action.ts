import { ApiError } from '../../../lib/api-client';
import type { CleanerJob } from '../model/cleaner-job';
import { enqueue, newActionKey, send, type QueuedBody } from './action-queue';

/** No answer at all: the request may not have arrived (or its answer was lost). */
const noAnswer = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Sends an action now when there is signal; without signal (or no answer) keeps it on the phone under
 * the same key, to be sent in order later. 'queued' then; a refusal from the server is thrown as it came.
 */
export async function sendOrKeep(
  userId: string,
  job: Pick<CleanerJob, 'id' | 'date' | 'time' | 'serviceName' | 'customerName'>,
  body: QueuedBody,
): Promise<'sent' | 'queued'> {
  const key = newActionKey();
  const keep = async () => {
    await enqueue({
      ...body,
      key,
      userId,
      jobId: job.id,
      job: { date: job.date, time: job.time, serviceName: job.serviceName, customerName: job.customerName },
    });
    return 'queued' as const;
  };
  if (!navigator.onLine) return keep();
  try {
    await send({ ...body, key, jobId: job.id });
    return 'sent';
  } catch (error) {
    if (noAnswer(error)) return keep();
    throw error;
  }
}
