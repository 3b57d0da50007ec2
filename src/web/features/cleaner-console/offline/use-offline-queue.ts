import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { dismiss, flush, onQueueChange, queuedActions, type QueuedAction } from './action-queue';
import { cleanerKeys } from '../api/cleaner-keys';

/** While actions wait, the app tries again this often (the browser's online event is not always told). */
const RETRY_MS = 20_000;

export function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * The actions kept on this phone: how many wait, which the server refused; sends the waiting ones when
 * the connection returns (and on opening), then reloads the jobs so the list shows what the server has.
 */
export function useOfflineQueue() {
  const userId = useAuth()?.user.id ?? '';
  const qc = useQueryClient();
  const online = useOnline();
  const [actions, setActions] = useState<QueuedAction[]>([]);

  const reload = useCallback(() => {
    if (userId) void queuedActions(userId).then(setActions);
  }, [userId]);
  const sync = useCallback(() => {
    if (!userId) return;
    void flush(userId).then((answered) => {
      if (!answered) return;
      void qc.invalidateQueries({ queryKey: cleanerKeys.jobs() });
      void qc.invalidateQueries({ queryKey: cleanerKeys.offers() });
    });
  }, [userId, qc]);

  useEffect(() => {
    reload();
    return onQueueChange(reload);
  }, [reload]);
  const waiting = actions.filter((a) => a.state === 'waiting');
  const hasWaiting = waiting.length > 0;
  useEffect(() => {
    if (!online || !hasWaiting) return;
    sync();
    const timer = setInterval(sync, RETRY_MS);
    return () => clearInterval(timer);
  }, [online, hasWaiting, sync]);

  return {
    online,
    waiting,
    refused: actions.filter((a) => a.state === 'refused'),
    dismiss: (seq: number) => void dismiss(seq),
    sync,
  };
}
