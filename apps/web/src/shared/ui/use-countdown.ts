import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number | null) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (epoch ms), ticking every second down to 0. A deadline
 * rather than a counter, so a reload in the middle of the wait resumes where it was.
 */
export function useCountdown(deadline: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (secondsUntil(deadline) === 0) return;
    const timer = window.setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
}
