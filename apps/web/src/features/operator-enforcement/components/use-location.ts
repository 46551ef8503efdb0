import { useCallback, useState } from 'react';
import type { GeoPointInput } from '@parking/domain/staff/enforcement-contracts';

export type LocationState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; point: GeoPointInput; accuracy: number }
  | { kind: 'failed'; why: 'unsupported' | 'denied' | 'unavailable' };

/** The phone's position (navigator.geolocation), asked for when the inspector taps the button. */
export function useLocation() {
  const [state, setState] = useState<LocationState>({ kind: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'failed', why: 'unsupported' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          kind: 'found',
          point: { lat: position.coords.latitude, lon: position.coords.longitude },
          accuracy: Math.round(position.coords.accuracy),
        }),
      (error) =>
        setState({ kind: 'failed', why: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // a fresh fix: the car is where the inspector stands now, not where they were
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  }, []);
  return { state, locate };
}
