import { useSyncExternalStore } from 'react';

/**
 * One clock for every session timer on screen (the header's rings, the parking page's list),
 * ticking each second while anything listens (document 1 §4: session timers tick every second),
 * so many sessions cost one timer.
 */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getNow = () => (timer === undefined ? Date.now() : now);

/** The current time (epoch ms), re-rendering each second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
