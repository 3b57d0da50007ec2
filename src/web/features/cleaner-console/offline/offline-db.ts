/**
 * The cleaner app's store on the phone (IndexedDB): the jobs of today and tomorrow as last loaded, each
 * job's checklist, and the actions done without signal, in the order they were done.
 */
const NAME = 'chamak-cleaner';
export const STORES = { saved: 'saved', actions: 'actions' } as const;
type StoreName = (typeof STORES)[keyof typeof STORES];

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(STORES.saved);
      db.createObjectStore(STORES.actions, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

/** One request in its own transaction, resolved when the transaction is committed. */
export async function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  request: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = request(tx.objectStore(store));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}
