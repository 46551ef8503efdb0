/**
 * The promise's value, or `fallback` once `ms` have passed or when it fails: a probe or a
 * scrape must answer in bounded time even when a database hangs (the work itself goes on and
 * is dropped when it ends).
 */
export async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
