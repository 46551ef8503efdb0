/** How the sandbox bank retries its notifications; tests shorten these. */
export interface SandboxTiming {
  /** How often the sender looks for due notifications. */
  pollMs: number;
  /** A claimed notification is the sender's for this long (a crashed sender's row comes back). */
  leaseMs: number;
  /** One HTTP attempt's limit. */
  timeoutMs: number;
  /** Backoff: base * 2^(attempt-1), capped. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts the bank gives up; the shop's reconciliation asks instead. */
  maxAttempts: number;
}

export const DEFAULT_SANDBOX_TIMING: SandboxTiming = {
  pollMs: 2_000,
  leaseMs: 30_000,
  timeoutMs: 10_000,
  baseDelayMs: 1_000,
  maxDelayMs: 10 * 60_000,
  maxAttempts: 15,
};

export function webhookRetryDelayMs(attempt: number, timing: SandboxTiming): number | null {
  if (attempt >= timing.maxAttempts) return null;
  return Math.min(timing.baseDelayMs * 2 ** Math.max(0, attempt - 1), timing.maxDelayMs);
}
