import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCostCalculation } from './use-cost-calculation';

type Req = { zone: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCostCalculation', () => {
  it('waits 300 ms after the last change and prices once', async () => {
    const fetchCost = vi.fn(async (r: Req) => ({ total: r.zone.length }));
    const { result, rerender } = renderHook(
      ({ req }) => useCostCalculation<Req, { total: number }>(req, fetchCost),
      {
        initialProps: { req: { zone: '1' } as Req | null },
      },
    );
    await act(async () => vi.advanceTimersByTime(200));
    rerender({ req: { zone: '10' } });
    await act(async () => vi.advanceTimersByTime(200));
    rerender({ req: { zone: '101' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(fetchCost).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchCost).toHaveBeenCalledTimes(1);
    expect(fetchCost).toHaveBeenCalledWith({ zone: '101' });
    expect(result.current.cost).toEqual({ total: 3 });
    expect(result.current.fresh).toBe(true);
  });

  it('never runs two at once: a change during a run waits, then runs once with the latest values', async () => {
    const first = deferred<{ total: number }>();
    const fetchCost = vi
      .fn<(r: Req) => Promise<{ total: number }>>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementation(async (r) => ({ total: Number(r.zone) }));
    const { result, rerender } = renderHook(
      ({ req }) => useCostCalculation<Req, { total: number }>(req, fetchCost),
      {
        initialProps: { req: { zone: '1' } as Req | null },
      },
    );
    await act(async () => vi.advanceTimersByTime(300));
    expect(fetchCost).toHaveBeenCalledTimes(1);
    rerender({ req: { zone: '2' } });
    await act(async () => vi.advanceTimersByTime(300));
    rerender({ req: { zone: '3' } });
    await act(async () => vi.advanceTimersByTime(300));
    // Still the first one in flight: nothing else started.
    expect(fetchCost).toHaveBeenCalledTimes(1);
    expect(result.current.calculating).toBe(true);
    await act(async () => first.resolve({ total: 1 }));
    expect(fetchCost).toHaveBeenCalledTimes(2);
    expect(fetchCost).toHaveBeenLastCalledWith({ zone: '3' });
    expect(result.current.cost).toEqual({ total: 3 });
    expect(result.current.fresh).toBe(true);
  });

  it('resets the price on an error and clears when there is nothing to price', async () => {
    const fetchCost = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result, rerender } = renderHook(({ req }) => useCostCalculation<Req, number>(req, fetchCost), {
      initialProps: { req: { zone: '1' } as Req | null },
    });
    await act(async () => vi.advanceTimersByTime(300));
    expect(result.current.cost).toBeNull();
    expect(result.current.error).toBe('UnknownError');
    rerender({ req: null });
    expect(result.current.error).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(fetchCost).toHaveBeenCalledTimes(1);
  });
});
