import { useCallback, useEffect, useRef, useState } from 'react';
import { errorNameOf } from '../../../shared/http/error-name';

/** Form auto-submit debounce (document 1 §9). */
export const COST_DEBOUNCE_MS = 300;

export interface CostState<R> {
  /** The last answer (also while a newer one is on its way); null after an error. */
  cost: R | null;
  /** errorName of the last failed calculation. */
  error: string | null;
  /** The cost shown is the one of the values on screen now. */
  fresh: boolean;
  calculating: boolean;
}

/**
 * Prices `request` 300 ms after it stops changing (null: nothing to price). Never two at once:
 * a change while one runs waits for it and then runs once with the latest values.
 */
export function useCostCalculation<Q, R>(
  request: Q | null,
  fetchCost: (request: Q) => Promise<R>,
): CostState<R> & { recalculate: () => void } {
  const key = request === null ? null : JSON.stringify(request);
  const latest = useRef<{ key: string | null; request: Q | null }>({ key, request });
  latest.current = { key, request };
  const fetchRef = useRef(fetchCost);
  fetchRef.current = fetchCost;
  const running = useRef(false);
  const rerun = useRef(false);
  const mounted = useRef(true);
  const [state, setState] = useState<{ key: string | null; cost: R | null; error: string | null }>({
    key: null,
    cost: null,
    error: null,
  });
  const [calculating, setCalculating] = useState(false);

  const run = useCallback(async () => {
    if (running.current) {
      rerun.current = true;
      return;
    }
    const target = latest.current;
    if (target.request === null) return;
    running.current = true;
    setCalculating(true);
    try {
      const cost = await fetchRef.current(target.request);
      if (mounted.current) setState({ key: target.key, cost, error: null });
    } catch (error) {
      if (mounted.current) setState({ key: target.key, cost: null, error: errorNameOf(error) });
    } finally {
      running.current = false;
      if (mounted.current) setCalculating(false);
      if (rerun.current && mounted.current) {
        rerun.current = false;
        if (latest.current.key !== target.key) void run();
      }
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (key === null) {
      setState((s) =>
        s.key === null && s.cost === null && s.error === null ? s : { key: null, cost: null, error: null },
      );
      return;
    }
    const timer = setTimeout(() => void run(), COST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, run]);

  return {
    cost: state.cost,
    error: state.error,
    fresh: key !== null && state.key === key,
    calculating: calculating || (key !== null && state.key !== key),
    recalculate: () => void run(),
  };
}
