import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../shared/storage/local-storage';

/**
 * At most one interruption at a time (issue 24): the start-up notice (image banner, then the
 * notification pop-up), the ticker and the open-in-app prompt do not stack. Their order:
 *
 * 1. the notice: the city's operator chose to say it to everyone, it has its own Close;
 * 2. the ticker, on the visit that first brings its message (a later visit shows it as a plain
 *    strip beside anything else: it no longer interrupts); its strip is kept from the first frame
 *    and only revealed on its turn, so waiting never pushes the page;
 * 3. the open-in-app prompt: the site works without the app, so it waits until the others are
 *    done, or for the next visit.
 */
export type Interruption = 'notice' | 'ticker' | 'prompt';

export type Pending = {
  /** null: not known yet (the notice is still being asked for). */
  notice: boolean | null;
  ticker: boolean;
  prompt: boolean;
};

/** Whose turn it is; null when nobody's (or while the notice is not known yet). */
export function interruptionNow(pending: Pending): Interruption | null {
  if (pending.notice === null) return null;
  if (pending.notice) return 'notice';
  if (pending.ticker) return 'ticker';
  if (pending.prompt) return 'prompt';
  return null;
}

const TICKER_SEEN_KEY = 'ticker-seen';

/** The ticker's message interrupts once: on the visit that first shows it (without storage, every visit). */
export function tickerIsNew(message: string): boolean {
  return message !== '' && readStored<string>(TICKER_SEEN_KEY) !== message;
}

export function rememberTickerSeen(message: string): void {
  writeStored(TICKER_SEEN_KEY, message);
}

// Whether the notice is still to come or open: ShellPopups knows, the ticker (in the page's flow,
// elsewhere in the shell) asks. A tiny store rather than a context: the two are siblings.
let noticePending: boolean | null = null;
const listeners = new Set<() => void>();

export function setNoticePending(value: boolean | null): void {
  if (value === noticePending) return;
  noticePending = value;
  for (const listener of listeners) listener();
}

export function useNoticePending(): boolean | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => noticePending,
  );
}
