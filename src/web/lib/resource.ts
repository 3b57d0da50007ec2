import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * One API answer every page shares (the catalogue, the company's settings), without a query library:
 * the public pages read these two and nothing else, so they carry this file instead of TanStack Query
 * (~10 KB gzip), which loads with the pages that need it (booking, account, consoles).
 */
export type ResourceResult<T> = { isFetching: boolean; refetch: () => Promise<void> } & (
  | { data: undefined; isPending: true; isError: false }
  | { data: undefined; isPending: false; isError: true }
  | { data: T; isPending: false; isError: false }
);

export interface State<T> {
  data: T | undefined;
  error: unknown;
  fetching: boolean;
  /** When the data came from the API; 0 for none or for seeded data (asked again on first use). */
  updatedAt: number;
}

export interface Resource<T> {
  /** Data a prerendered page was rendered from: shown at once, and fetched again on first use. */
  seed(data: T): void;
  /** Fresh data: the cached answer while it is fresh, else the API's. */
  ensure(): Promise<T>;
  /** Marks the data stale and fetches it again when a page shows it. */
  invalidate(): void;
  /** None yet, seeded, or older than its fresh time. */
  isStale(): boolean;
  /** Fetches again when the data is stale. */
  refreshIfStale(): void;
  refetch(): Promise<void>;
  subscribe(listener: () => void): () => void;
  snapshot(): State<T>;
  /** Forgets everything (tests). */
  reset(): void;
}

const all = new Set<Resource<unknown>>();

/** A failed fetch is tried once more after this long (a brief network drop passes unseen). */
let retryDelayMs: number | null = 1000;

/** Forgets every resource's data (each test starts from none); `retry: false` fails at once. */
export function resetResources({ retry = true }: { retry?: boolean } = {}) {
  retryDelayMs = retry ? 1000 : null;
  all.forEach((r) => r.reset());
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The load, tried again once after a pause when it fails. */
async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (retryDelayMs === null) throw error;
    await wait(retryDelayMs);
    return load();
  }
}

export function createResource<T>(load: () => Promise<T>, { staleMs }: { staleMs: number }): Resource<T> {
  const empty: State<T> = { data: undefined, error: null, fetching: false, updatedAt: 0 };
  let state = empty;
  let inflight: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Partial<State<T>>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  const stale = () => state.updatedAt === 0 || Date.now() - state.updatedAt > staleMs;
  const fetchNow = (): Promise<T> => {
    if (!inflight) {
      set({ fetching: true });
      inflight = withRetry(load).then(
        (data) => {
          inflight = null;
          set({ data, error: null, fetching: false, updatedAt: Date.now() });
          return data;
        },
        (error: unknown) => {
          inflight = null;
          set({ error, fetching: false });
          throw error;
        },
      );
    }
    return inflight;
  };
  const refetch = () =>
    fetchNow().then(
      () => undefined,
      () => undefined,
    );
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => state;

  const resource: Resource<T> = {
    seed: (data) => set({ data, error: null, updatedAt: 0 }),
    ensure: () => (state.data !== undefined && !stale() ? Promise.resolve(state.data) : fetchNow()),
    invalidate: () => {
      set({ updatedAt: 0 });
      if (listeners.size) void refetch();
    },
    reset: () => {
      inflight = null;
      state = empty;
    },
    isStale: stale,
    refreshIfStale: () => {
      if (stale()) void refetch();
    },
    refetch,
    subscribe,
    snapshot,
  };
  all.add(resource as Resource<unknown>);
  return resource;
}

/** A resource's data for a component, fetched when stale as the component mounts. */
export function useResource<T>(resource: Resource<T>): ResourceResult<T> {
  const { data, error, fetching } = useSyncExternalStore(
    resource.subscribe,
    resource.snapshot,
    resource.snapshot,
  );
  // A component that will fetch as it mounts counts as fetching from its first render (no flash of
  // an error or an empty list before the loading state).
  const [mounting, setMounting] = useState(true);
  useEffect(() => {
    resource.refreshIfStale();
    setMounting(false);
  }, [resource]);
  const fetchingNow = fetching || (mounting && resource.isStale());
  const base = { isFetching: fetchingNow, refetch: resource.refetch };
  // Data already shown stays on screen when a later fetch fails.
  if (data !== undefined) return { ...base, data, isPending: false, isError: false };
  if (error && !fetchingNow) return { ...base, data: undefined, isPending: false, isError: true };
  return { ...base, data: undefined, isPending: true, isError: false };
}
