/**
 * Resolves with the first record in `records` that matches, now or when `waiters` is woken
 * after a new record arrives; rejects after `timeoutMs` naming what was awaited.
 */
export function waitForRecord<T>(
  records: readonly T[],
  waiters: Set<() => void>,
  match: (record: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = records.find(match);
      if (!found) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve(found);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`no matching ${what} in ${timeoutMs} ms (got ${records.length})`));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
}
