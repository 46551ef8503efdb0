import type { FastifyBaseLogger } from 'fastify';
import type { CityConfig } from '@parking/domain/cities/city-config';
import { migrate } from '../db/migrate.ts';
import { openEmbeddedDb, type OpenedDb } from '../db/open-embedded-db.ts';
import { ensureServerDatabase, openServerDb } from '../db/open-server-db.ts';
import { loadDemoDataIfEmpty } from '../demo/load-demo-data.ts';
import type { CityContext } from '../config/city-context.ts';
import type { CityData } from '../config/env.ts';
import { startEmptyCity } from './start-empty-city.ts';
import type { CityDirectory } from '../config/city-directory.ts';
import type { CitiesSetup } from '../config/load-cities.ts';

export interface DatabaseSettings {
  dataDir: string;
  /** Server URL whose databases are named <prefix>_<city>; absent means embedded. */
  databaseUrl?: string;
  databaseNamePrefix?: string;
  perCityUrls: Record<string, string>;
  poolMax: number;
  /** What a fresh city database starts with (CITY_DATA); 'demo' when absent. */
  cityData?: CityData;
  /** CITY_DATA_<CITY> overrides by city code. */
  perCityData?: Record<string, CityData>;
}

/** Server database name of a city: letters, digits and underscores only. */
export function serverDatabaseName(prefix: string, city: string): string {
  return `${prefix}_${city.replace(/-/g, '_')}`;
}

/**
 * Opens each hosted city's database on first use (migrations, then demo data on a fresh one
 * unless CITY_DATA makes it start empty) and keeps it open. Concurrent first requests share one opening; a failed opening is
 * forgotten so the next request tries again. app.ts builds it; everything else sees it as a
 * CityDirectory.
 */
export class CityOpener implements CityDirectory {
  private readonly opening = new Map<string, Promise<CityContext>>();
  /** The ones whose opening has finished: background jobs (delivery) work on these only. */
  private readonly opened = new Map<string, CityContext>();

  constructor(
    readonly cities: CitiesSetup,
    private readonly settings: DatabaseSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  get usesEmbedded(): boolean {
    return [...this.cities.hosted.keys()].some((c) => !this.serverUrlFor(c));
  }

  config(code: string): CityConfig | undefined {
    return this.cities.hosted.get(code);
  }

  get(code: string): Promise<CityContext> | null {
    const config = this.cities.hosted.get(code);
    if (!config) return null;
    let pending = this.opening.get(code);
    if (!pending) {
      const opening = this.open(config);
      pending = opening;
      this.opening.set(code, opening);
      opening.then(
        (context) => {
          if (this.opening.get(code) === opening) this.opened.set(code, context);
        },
        (error) => {
          this.opening.delete(code);
          this.log.error({ city: code, err: error }, 'city database failed to open');
        },
      );
    }
    return pending;
  }

  openedCity(code: string): CityContext | undefined {
    return this.opened.get(code);
  }

  openCities(): CityContext[] {
    return [...this.opened.values()];
  }

  async closeAll(): Promise<void> {
    const all = [...this.opening.values()];
    this.opening.clear();
    this.opened.clear();
    await Promise.allSettled(all.map(async (p) => (await p).close()));
  }

  private serverUrlFor(code: string): string | null {
    const own = this.settings.perCityUrls[code];
    if (own) return own;
    const base = this.settings.databaseUrl;
    if (!base) return null;
    const url = new URL(base);
    const prefix = this.settings.databaseNamePrefix ?? (url.pathname.replace(/^\//, '') || 'parking');
    url.pathname = `/${serverDatabaseName(prefix, code)}`;
    return url.toString();
  }

  /**
   * A deploy step (npm run migrate): the city's database opened exactly as the server opens it,
   * migrated, and closed again. No demo data: what a city starts with is the server's choice on
   * its first opening, not the deploy's. Answers what was applied.
   */
  async migrateOnly(code: string): Promise<{ engine: 'postgresql' | 'pglite'; applied: string[] }> {
    const config = this.cities.hosted.get(code);
    if (!config) throw new Error(`city ${code} is not hosted here`);
    const { opened, serverUrl } = await this.openDatabase(config);
    try {
      return { engine: serverUrl ? 'postgresql' : 'pglite', applied: await migrate(opened.rawTransaction) };
    } finally {
      await opened.close();
    }
  }

  private async openDatabase(config: CityConfig): Promise<{ opened: OpenedDb; serverUrl: string | null }> {
    const serverUrl = this.serverUrlFor(config.city);
    if (serverUrl) {
      if (!this.settings.perCityUrls[config.city]) {
        const name = new URL(serverUrl).pathname.slice(1);
        await ensureServerDatabase(this.settings.databaseUrl!, name);
      }
      return { opened: await openServerDb(serverUrl, this.settings.poolMax), serverUrl };
    }
    return { opened: await openEmbeddedDb(this.settings.dataDir, config.city), serverUrl };
  }

  private async open(config: CityConfig): Promise<CityContext> {
    const started = Date.now();
    // progress lines: a first start migrates and loads demo data for tens of seconds
    const engine = this.serverUrlFor(config.city) ? 'postgresql' : 'pglite';
    this.log.info({ city: config.city, engine }, `opening city ${config.city} (${engine})`);
    const { opened, serverUrl } = await this.openDatabase(config);
    try {
      const applied = await migrate(opened.rawTransaction);
      this.log.info({ city: config.city, ms: Date.now() - started }, `migrations applied: ${applied.length}`);
      const context: CityContext = {
        config,
        db: opened.db,
        query: opened.query,
        close: opened.close,
        poolStats: opened.poolStats,
      };
      const data = this.settings.perCityData?.[config.city] ?? this.settings.cityData ?? 'demo';
      await (data === 'empty' ? startEmptyCity(context) : loadDemoDataIfEmpty(context, this.log));
      const ms = Date.now() - started;
      this.log.info(
        { city: config.city, engine: serverUrl ? 'postgresql' : 'pglite', migrations: applied, ms },
        `city ${config.city} ready in ${ms} ms`,
      );
      return context;
    } catch (error) {
      await opened.close().catch(() => {});
      throw error;
    }
  }
}
