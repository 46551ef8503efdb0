/**
 * A promise a cache holds, whose value can also be read without waiting once it has resolved:
 * the caches the cost preview peeks at (per-city memo, calendar, benefits) keep their loads in
 * one. A failed load calls `onFailure` (the cache forgets the entry) and never has a value.
 */
export class SettledPromise<T> {
  /** The value once resolved; undefined while loading and after a failure. */
  settled: { value: T } | undefined;

  constructor(
    readonly promise: Promise<T>,
    onFailure: () => void,
  ) {
    promise.then((value) => {
      this.settled = { value };
    }, onFailure);
  }
}
