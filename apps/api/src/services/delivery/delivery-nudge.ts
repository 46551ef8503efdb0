/**
 * In-process wake-up call from enqueueMessage to the delivery workers, so a code goes out within
 * milliseconds instead of at the next poll. Other instances (and rows enqueued before a restart)
 * are found by polling.
 */
const listeners = new Set<() => void>();

export function nudgeDelivery(): void {
  for (const listener of listeners) listener();
}

/** Returns the unsubscribe function. */
export function onDeliveryNudge(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
