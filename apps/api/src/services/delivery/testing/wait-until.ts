type Falsy = false | null | undefined | 0 | '';

/** Test support: polls `check` until it returns something truthy, or fails after `timeoutMs`. */
export async function waitUntil<T>(
  check: () => Promise<T | Falsy> | T | Falsy,
  what: string,
  timeoutMs = 15_000,
  everyMs = 25,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
