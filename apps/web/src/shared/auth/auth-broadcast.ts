import { getCurrentCity } from '../city/current-city';

/** What one tab tells the others (document 1, section 4: cross-tab broadcast). */
export type AuthMessage = 'LOGIN' | 'LOGOUT';

const CHANNEL_NAME = 'auth';
/** Fallback carrier where BroadcastChannel is missing: a storage event reaches the other tabs. */
export const AUTH_EVENT_STORAGE_KEY = 'auth-event';

type Envelope = { message: AuthMessage; city: string; at: number };

const isMessage = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Envelope).message === 'LOGIN' || (value as Envelope).message === 'LOGOUT') &&
  typeof (value as Envelope).city === 'string';

const hasChannel = () => typeof BroadcastChannel === 'function';

/** Tells the other tabs of this browser; the sending tab does not hear itself. */
export function broadcastAuth(message: AuthMessage): void {
  // Tokens are kept per city: a tab still showing another city has nothing to do with it.
  const envelope: Envelope = { message, city: getCurrentCity().city, at: Date.now() };
  if (hasChannel()) {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(envelope);
    channel.close();
    return;
  }
  try {
    // `at` makes every write a change, so a second LOGIN still fires the event.
    window.localStorage.setItem(AUTH_EVENT_STORAGE_KEY, JSON.stringify(envelope));
    window.localStorage.removeItem(AUTH_EVENT_STORAGE_KEY);
  } catch {
    // No storage: the other tabs still follow the tokens key on their next read.
  }
}

/** Listens to the other tabs' LOGIN and LOGOUT for the current city. */
export function subscribeAuthBroadcast(listener: (message: AuthMessage) => void): () => void {
  const city = getCurrentCity().city;
  const deliver = (value: unknown) => {
    if (isMessage(value) && value.city === city) listener(value.message);
  };
  if (hasChannel()) {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_EVENT_STORAGE_KEY || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
