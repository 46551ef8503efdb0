/** The last map answer of a city as the server sent it, with the ETag to revalidate it by. */
export interface StoredMapInfo {
  text: string;
  etag: string | null;
}

export interface MapInfoStore {
  read(city: string): Promise<StoredMapInfo | null>;
  write(city: string, entry: StoredMapInfo): Promise<void>;
}

const DB_NAME = 'parking-map';
const STORE_NAME = 'map-info';

let dbPromise: Promise<IDBDatabase | null> | null = null;

/**
 * IndexedDB rather than Cache Storage: the caches API exists only in secure contexts, and a
 * city deployment on plain http inside a LAN must still keep its map between reloads.
 */
function openDb(): Promise<IDBDatabase | null> {
  dbPromise ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      // Private mode or a full disk: the map still works, only from the network every time.
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return dbPromise;
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T | null> {
  return openDb().then(
    (db) =>
      new Promise<T | null>((resolve) => {
        if (!db) return resolve(null);
        try {
          const request = action(db.transaction(STORE_NAME, mode).objectStore(STORE_NAME));
          request.onsuccess = () => resolve((request.result as T) ?? null);
          request.onerror = () => resolve(null);
        } catch {
          resolve(null);
        }
      }),
  );
}

function isStored(value: unknown): value is StoredMapInfo {
  return typeof value === 'object' && value !== null && typeof (value as StoredMapInfo).text === 'string';
}

export const indexedDbMapStore: MapInfoStore = {
  async read(city) {
    const value = await run<unknown>('readonly', (store) => store.get(city));
    return isStored(value) ? value : null;
  },
  async write(city, entry) {
    await run('readwrite', (store) => store.put(entry, city));
  },
};
