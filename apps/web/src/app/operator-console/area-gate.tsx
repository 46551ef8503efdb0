import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { ConsoleArea } from './console-areas';
import { useConsoleContext } from './console-context';

/**
 * An area the role may not use sends to the role's first area: a link kept from another role's
 * session should land somewhere useful, not on a Forbidden from every call.
 */
export function AreaGate({ area, children }: { area: ConsoleArea; children: ReactNode }) {
  const { areas } = useConsoleContext();
  return areas.includes(area) ? children : <Navigate to={areas[0] ? `../${areas[0]}` : '..'} replace />;
}

/** /operator itself: the role's first area. */
export function FirstArea() {
  const { areas } = useConsoleContext();
  return areas[0] ? <Navigate to={areas[0]} replace /> : null;
}
