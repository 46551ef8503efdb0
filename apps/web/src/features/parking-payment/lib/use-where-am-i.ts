import { useRef, useState } from 'react';
import type { ZoneAt } from '@parking/domain/contracts/zone-at';
import { fetchZoneAt } from '../api/get-zone-at';

/** What "where am I" says: idle, asking the phone or the server, the zones found, or why not. */
export type WhereAmI =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; zones: ZoneAt[] }
  | { state: 'failed'; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'network' };

/** A fix is asked with high accuracy (a street's side matters) and given up after 10 s. */
export const LOCATE_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 30_000,
};

function positionOnce(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, LOCATE_OPTIONS),
  );
}

const REASONS: Record<number, 'denied' | 'unavailable' | 'timeout'> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

/** The phone's position, then the zones there; a second tap while one runs does nothing. */
export function useWhereAmI() {
  const [result, setResult] = useState<WhereAmI>({ state: 'idle' });
  const running = useRef(false);

  async function locate(): Promise<void> {
    if (running.current) return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setResult({ state: 'failed', reason: 'unsupported' });
      return;
    }
    running.current = true;
    setResult({ state: 'locating' });
    try {
      let position: GeolocationPosition;
      try {
        position = await positionOnce();
      } catch (error) {
        setResult({
          state: 'failed',
          reason: REASONS[(error as GeolocationPositionError).code] ?? 'unavailable',
        });
        return;
      }
      try {
        const zones = await fetchZoneAt(position.coords.latitude, position.coords.longitude);
        setResult({ state: 'found', zones });
      } catch {
        setResult({ state: 'failed', reason: 'network' });
      }
    } finally {
      running.current = false;
    }
  }

  return { result, locate, reset: () => setResult({ state: 'idle' }) };
}
