/** How eagerly the worker sends and retries; tests shrink these to milliseconds. */
export interface DeliveryTiming {
  /** How often each open city's outbox is looked at (besides the nudge after an enqueue). */
  pollMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Delay after the first failed attempt; each next one is `retryFactor` times longer... */
  retryBaseMs: number;
  retryFactor: number;
  /** ...but never longer than this. */
  retryMaxMs: number;
  /** One SMTP conversation or gateway request may take this long before it counts as failed. */
  sendTimeoutMs: number;
  /**
   * How long a claimed row belongs to its worker. Must be well above a send's worst case; after
   * it, the row is due again (the worker is presumed dead) and may be sent a second time.
   */
  leaseMs: number;
  /** Messages in flight at once per worker. */
  concurrency: number;
}

/**
 * 8 attempts, waiting 5 s, 15 s, 45 s, 2¼ min, then 5 min between them: about 18 minutes in all.
 * Codes expire after 10 minutes, so retrying for hours would only deliver dead codes.
 */
export const DEFAULT_DELIVERY_TIMING: DeliveryTiming = {
  pollMs: 1000,
  maxAttempts: 8,
  retryBaseMs: 5000,
  retryFactor: 3,
  retryMaxMs: 5 * 60_000,
  sendTimeoutMs: 10_000,
  leaseMs: 2 * 60_000,
  concurrency: 16,
};

/** Wait before the next try after `attempt` (1-based) failed; null when there is no next try. */
export function retryDelayMs(attempt: number, timing: DeliveryTiming): number | null {
  if (attempt >= timing.maxAttempts) return null;
  return Math.min(timing.retryBaseMs * timing.retryFactor ** (attempt - 1), timing.retryMaxMs);
}
