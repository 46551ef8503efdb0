import { describe, expect, it, vi } from 'vitest';
import { SettledPromise } from './settled-promise.ts';

describe('SettledPromise', () => {
  it('has no value while loading, the value once resolved, and the same promise throughout', async () => {
    let resolve!: (value: number) => void;
    const promise = new Promise<number>((r) => (resolve = r));
    const loading = new SettledPromise(promise, () => {});
    expect(loading.settled).toBeUndefined();
    resolve(42);
    expect(await loading.promise).toBe(42);
    expect(loading.promise).toBe(promise);
    expect(loading.settled).toEqual({ value: 42 });
  });

  it('calls onFailure and keeps no value when the load fails', async () => {
    const onFailure = vi.fn();
    const loading = new SettledPromise(Promise.reject(new Error('down')), onFailure);
    await expect(loading.promise).rejects.toThrow('down');
    expect(onFailure).toHaveBeenCalledOnce();
    expect(loading.settled).toBeUndefined();
  });
});
