import type { CityDirectory } from '../../config/city-directory.ts';
import { pingDatabase } from '../../db/platform/ping-database.ts';
import { within } from './within.ts';

/** Why the process should not get traffic now; null when it should. */
export type NotReadyReason = 'shutting-down' | 'starting' | 'database';

/**
 * Whether a load balancer should send this process traffic (GET /api/health/ready). The server
 * entry turns it off first on SIGTERM, so traffic moves away while requests still get answers.
 */
export class Readiness {
  private closing = false;

  beginShutdown(): void {
    this.closing = true;
  }

  get shuttingDown(): boolean {
    return this.closing;
  }

  /**
   * Ready when not shutting down, every preloaded city is open (migrated, demo data in) and the
   * default city's database answers within `timeoutMs`. Opens nothing that is not open already
   * except the default city (a lazy default city opens on the first probe).
   */
  async check(registry: CityDirectory, timeoutMs = 1000): Promise<NotReadyReason | null> {
    if (this.closing) return 'shutting-down';
    if (registry.cities.preload.some((code) => !registry.openedCity(code))) return 'starting';
    const code = registry.cities.defaultCity;
    const answered = await within(
      (async () => {
        const city = registry.openedCity(code) ?? (await registry.get(code));
        if (!city) return false;
        await pingDatabase(city);
        return true;
      })(),
      timeoutMs,
      false,
    );
    return answered ? null : 'database';
  }
}
