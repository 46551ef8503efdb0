import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import { useNow } from '../../../shared/ui/use-now';
import { reloadProfileOnce } from './session-end-reload';

/**
 * A session's clock, ticking every second: milliseconds left (never below 0). When the end
 * passes while it is on screen, the profile is reloaded once.
 */
export function useSessionClock(session: ParkingSession): {
  now: number;
  leftMs: number;
  startMs: number;
  endMs: number;
} {
  const now = useNow();
  const queryClient = useQueryClient();
  const startMs = Date.parse(session.startDate);
  const endMs = session.endDate ? Date.parse(session.endDate) : Number.POSITIVE_INFINITY;
  const ended = now >= endMs;
  useEffect(() => {
    if (ended) reloadProfileOnce(queryClient, session.id);
  }, [ended, queryClient, session.id]);
  return { now, leftMs: Math.max(0, endMs - now), startMs, endMs };
}
