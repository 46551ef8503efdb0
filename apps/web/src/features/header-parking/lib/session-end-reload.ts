import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import { profileQueryOptions } from '../../../shared/profile/api/get-profile';

// Session ids whose end has already brought a reload: once each, whoever notices first.
const reloaded = new Set<string>();

/** Document 1 §4: when a session's end time passes, the profile is reloaded once. */
export function reloadProfileOnce(queryClient: QueryClient, sessionId: string): void {
  if (reloaded.has(sessionId)) return;
  reloaded.add(sessionId);
  void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
}

/** Tests start from a clean slate. */
export function forgetReloads(): void {
  reloaded.clear();
}

// setTimeout takes at most 2^31-1 ms; a later end is looked at again after that long.
const MAX_DELAY = 2_147_483_647;

/**
 * Watches the ends of the given sessions with one timer (no ticking): the header has it while
 * the dropdown with its one-second rings may well never be opened.
 */
export function useReloadAtSessionEnds(sessions: ParkingSession[]): void {
  const queryClient = useQueryClient();
  const ends = sessions
    .filter((s) => s.endDate)
    .map((s) => `${s.id}@${Date.parse(s.endDate!)}`)
    .join(',');
  useEffect(() => {
    if (!ends) return;
    const entries = ends.split(',').map((e) => {
      const at = e.lastIndexOf('@');
      return { id: e.slice(0, at), end: Number(e.slice(at + 1)) };
    });
    const next = Math.min(...entries.filter((e) => !reloaded.has(e.id)).map((e) => e.end));
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(
      () => {
        const now = Date.now();
        entries.filter((e) => e.end <= now).forEach((e) => reloadProfileOnce(queryClient, e.id));
      },
      Math.min(MAX_DELAY, Math.max(0, next - Date.now()) + 1000),
    );
    return () => clearTimeout(timer);
  }, [ends, queryClient]);
}
