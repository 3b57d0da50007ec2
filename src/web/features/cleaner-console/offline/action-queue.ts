import type { PositionInput } from '../../../../shared/location';
import { api, ApiError } from '../../../lib/api-client';
import type { CleanerJob } from '../model/cleaner-job';
import { run, STORES } from './offline-db';

export type QueuedBody =
  | { kind: 'on-my-way' }
  | { kind: 'photo'; stage: 'before' | 'after'; photo: Blob }
  /** Cash taken at the door: the amount is the one shown when it was taken (the server checks it). */
  | { kind: 'collect'; method: 'cash'; amount: number }
  /** A job offered to the cleaner's crew (DISPATCH_MODE=offer): taken, or declined; `jobId` is the booking. */
  | { kind: 'accept-offer'; offerId: string }
  | { kind: 'decline-offer'; offerId: string; reason?: string }
  | {
      kind: 'complete';
      notes?: string;
      checklist: { item: string; done: boolean; note?: string }[];
      /** Where the phone was when the job was completed (proof of visit), if the cleaner allows it. */
      position?: PositionInput;
    };

/** An action done without signal, kept on the phone until the server has answered it. */
export type QueuedAction = QueuedBody & {
  seq?: number;
  /** Sent as Idempotency-Key: the server applies the action once however often it arrives. */
  key: string;
  userId: string;
  jobId: string;
  /** What the cleaner needs to recognise the job by, even once it has left their list. */
  job: Pick<CleanerJob, 'date' | 'time' | 'serviceName' | 'customerName'>;
  queuedAt: string;
  /** 'refused': the server said no (the job was cancelled, reassigned…); kept until dismissed. */
  state: 'waiting' | 'refused';
  /** The server's message, in English as sent (shown translated), and its code. */
  message?: string;
  code?: string;
};

const listeners = new Set<() => void>();
export const onQueueChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const changed = () => listeners.forEach((l) => l());

export const newActionKey = () => crypto.randomUUID();

export async function queuedActions(userId: string): Promise<QueuedAction[]> {
  const all = (await run(STORES.actions, 'readonly', (s) => s.getAll())) as QueuedAction[];
  return all.filter((a) => a.userId === userId).sort((a, b) => a.seq! - b.seq!);
}

export async function enqueue(
  action: Omit<QueuedAction, 'seq' | 'queuedAt' | 'state' | 'message'>,
): Promise<void> {
  await run(STORES.actions, 'readwrite', (s) =>
    s.add({ ...action, queuedAt: new Date().toISOString(), state: 'waiting' }),
  );
  changed();
}

export async function dismiss(seq: number): Promise<void> {
  await run(STORES.actions, 'readwrite', (s) => s.delete(seq));
  changed();
}

/** The request an action stands for, with its key. */
export function send(action: Pick<QueuedAction, 'key' | 'jobId'> & QueuedBody) {
  const headers = { 'idempotency-key': action.key };
  if (action.kind === 'on-my-way')
    return api.post(`/api/bookings/${action.jobId}/on-my-way`, {}, { headers });
  if (action.kind === 'photo')
    return api.post(`/api/bookings/${action.jobId}/photos?stage=${action.stage}`, undefined, {
      raw: action.photo,
      headers,
      timeoutMs: 60_000,
    });
  // The server answers a repeat of the same accept as the first (it needs no key); a 409 is its decision.
  if (action.kind === 'accept-offer')
    return api.post(`/api/cleaner/offers/${action.offerId}/accept`, {}, { headers });
  if (action.kind === 'decline-offer')
    return api.post(
      `/api/cleaner/offers/${action.offerId}/decline`,
      action.reason ? { reason: action.reason } : {},
      { headers },
    );
  if (action.kind === 'collect')
    return api.post(
      `/api/bookings/${action.jobId}/collect`,
      { method: action.method, amount: action.amount },
      { headers },
    );
  const { notes, checklist, position } = action;
  return api.patch(
    `/api/bookings/${action.jobId}/status`,
    { status: 'completed', ...(notes ? { notes } : {}), checklist, ...(position ? { position } : {}) },
    { headers },
  );
}

/**
 * No connection, or no answer: the action may still go through later. A 401 (signed out), a 408/429
 * or a server error is tried again too; any other answer is the server's decision about this action.
 */
export const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.kind !== 'http' ||
  error.status === null ||
  error.status >= 500 ||
  [401, 408, 429].includes(error.status);

let flushing: Promise<number> | null = null;

/**
 * Sends the waiting actions in the order they were done, one at a time; stops at the first that cannot
 * be sent yet (the rest wait behind it). A refused action is marked with the server's message and the
 * next one goes on. Resolves with how many the server answered.
 */
export function flush(userId: string): Promise<number> {
  flushing ??= (async () => {
    let answered = 0;
    try {
      for (const action of await queuedActions(userId)) {
        if (action.state !== 'waiting') continue;
        try {
          await send(action);
          await run(STORES.actions, 'readwrite', (s) => s.delete(action.seq!));
          answered++;
        } catch (error) {
          if (worthRetrying(error)) break;
          const { message, code } = error as ApiError;
          await run(STORES.actions, 'readwrite', (s) =>
            s.put({ ...action, state: 'refused', message, code }),
          );
          answered++;
        }
        changed();
      }
    } finally {
      flushing = null;
    }
    return answered;
  })();
  return flushing;
}
