import type { PriceEntry } from '@parking/domain/contracts/map-info';
import type { TariffVersionEntries } from '@parking/domain/tariffs/cost-types';
import type { CityContext } from '../../config/city-context.ts';
import { readMapVersion } from '../../db/map-content/read-map-version.ts';
import { selectMapData } from '../../db/map-content/select-map-data.ts';
import { buildMapInfo, toPriceEntries, toVersionEntries } from './build-map-info.ts';
import { MapTileSet } from './map-tile-set.ts';
import { precompress, type PrecompressedBody } from './precompressed-body.ts';

/** One version of a city's map data, ready to send. */
export interface MapSnapshot {
  version: number;
  /** The whole map info v3 answer ({status:'ok', result}), serialised and compressed. */
  mapInfo: PrecompressedBody;
  /** The same answer cut into tiles (GET /api/map/get-map-tile-v3), built as they are asked for. */
  tiles: MapTileSet;
  /** prices: the version in force when the snapshot was built; versions: every one, for pricing stays. */
  zones: {
    zonenumber: string;
    nameRu: string;
    nameEn: string;
    prices: PriceEntry[];
    versions: TariffVersionEntries[];
  }[];
  /**
   * Epoch ms when a coming tariff version takes effect (Infinity when none): the map must then
   * show the new prices although no row changed, so the snapshot is stale from that instant.
   */
  validUntil: number;
}

/**
 * How long a snapshot is served before the version counter is read again. Changes made
 * through this process are seen at once (invalidateMapSnapshot); changes by another instance
 * or by hand in psql within this long.
 */
export const VERSION_CHECK_MS = 1000;

async function buildSnapshot(city: CityContext): Promise<MapSnapshot> {
  // Version first, data second: a change landing in between gives a newer body under the
  // older version, which the next check replaces; the other order could pin stale data.
  const { version, updatedAt } = await readMapVersion(city.db);
  const data = await selectMapData(city.db);
  // a version that came into force by the clock is the latest change the drivers' map shows
  const tookEffect = data.zones
    .flatMap((z) => z.versions.map((v) => v.from.getTime()))
    .filter((t) => t <= data.at.getTime());
  const latest = Math.max(updatedAt?.getTime() ?? 0, ...tookEffect);
  const result = buildMapInfo(data, latest > 0 ? new Date(latest) : updatedAt);
  return {
    version,
    mapInfo: await precompress(JSON.stringify({ status: 'ok', result })),
    tiles: new MapTileSet(
      result,
      data.objects.map((o) => o.id),
    ),
    zones: data.zones.map((z) => ({
      zonenumber: z.zonenumber,
      nameRu: z.nameRu,
      nameEn: z.nameEn,
      prices: toPriceEntries(z),
      versions: toVersionEntries(z),
    })),
    validUntil: data.nextChangeAt?.getTime() ?? Infinity,
  };
}

class CitySnapshots {
  private snapshot: MapSnapshot | null = null;
  private checkedAt = 0;
  private pending: Promise<MapSnapshot> | null = null;
  /** Bumped by invalidate(): a refresh that started before it must not count as fresh. */
  private generation = 0;

  constructor(private readonly city: CityContext) {}

  get(now: number): Promise<MapSnapshot> {
    if (this.isFresh(now)) return Promise.resolve(this.snapshot!);
    // One refresh at a time: a burst of first requests builds the answer once.
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** The snapshot when it is fresh, without a promise; undefined when get() must refresh it. */
  peek(now: number): MapSnapshot | undefined {
    return this.isFresh(now) ? this.snapshot! : undefined;
  }

  private isFresh(now: number): boolean {
    return !!this.snapshot && now - this.checkedAt < VERSION_CHECK_MS && now < this.snapshot.validUntil;
  }

  invalidate(): void {
    this.generation++;
    this.checkedAt = 0;
  }

  private async refresh(): Promise<MapSnapshot> {
    const generation = this.generation;
    const { version } = await readMapVersion(this.city.db);
    const same = this.snapshot?.version === version && Date.now() < this.snapshot.validUntil;
    const snapshot = same ? this.snapshot! : await buildSnapshot(this.city);
    this.snapshot = snapshot;
    if (generation === this.generation) this.checkedAt = Date.now();
    return snapshot;
  }
}

// Keyed by the context object, not the city code: tests and restarts open a fresh database
// for the same city, and its snapshots must not leak across.
const snapshots = new WeakMap<CityContext, CitySnapshots>();

function snapshotsOf(city: CityContext): CitySnapshots {
  let entry = snapshots.get(city);
  if (!entry) {
    entry = new CitySnapshots(city);
    snapshots.set(city, entry);
  }
  return entry;
}

/** The city's current map snapshot, built on first use and rebuilt when the data changes. */
export function getMapSnapshot(city: CityContext): Promise<MapSnapshot> {
  return snapshotsOf(city).get(Date.now());
}

/** The current snapshot without waiting, when it is fresh; else undefined (use getMapSnapshot). */
export function peekMapSnapshot(city: CityContext): MapSnapshot | undefined {
  return snapshots.get(city)?.peek(Date.now());
}

/** Call after writing map data so this process's next answer reflects it without waiting. */
export function invalidateMapSnapshot(city: CityContext): void {
  snapshots.get(city)?.invalidate();
}
