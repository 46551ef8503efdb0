import { createHash } from 'node:crypto';
import type {
  MapImportCounts,
  MapImportPreview,
  MapImportReport,
} from '@parking/domain/staff/map-admin-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { lockMapVersion } from '../../db/map-admin/lock-map-version.ts';
import { mapObjectRows } from '../../db/map-admin/map-object-rows.ts';
import { mapZoneRows } from '../../db/map-admin/map-zone-rows.ts';
import { writeMapImport } from '../../db/map-admin/write-map-import.ts';
import { readMapVersion } from '../../db/map-content/read-map-version.ts';
import { AppError } from '../../errors/app-error.ts';
import { invalidateMapSnapshot } from '../map/map-snapshot-cache.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { planMapImport, type CurrentMap, type MapImportPlan } from './plan-map-import.ts';
import { placeProblems, readMapFile, type MapFile, type UnplacedProblem } from './read-map-file.ts';

/** The lists of a preview and a report are cut here; the counts count everything. */
const LIST_MAX = 1000;

export type MapImportOutcome<T> = ({ ok: true } & T) | { ok: false; report: MapImportReport };

/** Ties a preview to the file and to the map as it was: apply refuses when either differs. */
const digestOf = (text: string, mapVersion: number) =>
  createHash('sha256').update(`${mapVersion}\n`).update(text).digest('hex');

const loadCurrent = async (db: Db): Promise<CurrentMap> => ({
  zones: await mapZoneRows.all(db),
  objects: await mapObjectRows.all(db),
});

function refusal(
  text: string,
  count: number,
  problems: UnplacedProblem[],
): { ok: false; report: MapImportReport } {
  return {
    ok: false,
    report: {
      features: count,
      problemCount: problems.length,
      problems: placeProblems(text, problems.slice(0, LIST_MAX)),
    },
  };
}

/** Thrown inside the apply transaction to roll it back when the city refuses the file. */
class MapImportRefused extends Error {
  constructor(readonly problems: UnplacedProblem[]) {
    super('MapImportRefused');
  }
}

function planOrRefuse(file: MapFile, current: CurrentMap): MapImportPlan {
  const plan = planMapImport(file, current);
  if (plan.problems.length > 0) throw new MapImportRefused(plan.problems);
  return plan;
}

/** What importing this file would add, change and remove; nothing is written. */
export async function previewMapImport(
  city: CityContext,
  text: string,
): Promise<MapImportOutcome<{ preview: MapImportPreview }>> {
  const file = readMapFile(text);
  if (file.problems.length > 0) return refusal(text, file.count, file.problems);
  // the version is read before the rows: a change in between makes the digest stale, never wrong
  const { version } = await readMapVersion(city.db);
  const plan = planMapImport(file, await loadCurrent(city.db));
  if (plan.problems.length > 0) return refusal(text, file.count, plan.problems);
  return {
    ok: true,
    preview: {
      digest: digestOf(text, version),
      mapVersion: version,
      types: plan.types,
      counts: plan.counts,
      added: plan.added.slice(0, LIST_MAX),
      changed: plan.changed.slice(0, LIST_MAX),
      removed: plan.removed.slice(0, LIST_MAX),
    },
  };
}

/**
 * Applies a previewed file in one transaction with one audit record. The map version is locked
 * and must still be the preview's (else PreviewOutdated, 409); the file is checked again.
 */
export async function applyMapImport(
  city: CityContext,
  actor: StaffActor,
  text: string,
  digest: string,
): Promise<MapImportOutcome<{ counts: MapImportCounts; mapVersion: number }>> {
  const file = readMapFile(text);
  if (file.problems.length > 0) return refusal(text, file.count, file.problems);
  try {
    const done = await recordStaffChange(city, actor, async (tx) => {
      const version = await lockMapVersion(tx);
      if (digestOf(text, version) !== digest) throw new AppError('PreviewOutdated', 409);
      const plan = planOrRefuse(file, await loadCurrent(tx));
      await writeMapImport(tx, plan.writes);
      const { version: mapVersion } = await readMapVersion(tx);
      const codes = (list: { code: string; objecttype: string }[]) =>
        list.map((e) => `${e.objecttype}:${e.code}`);
      return {
        action: 'map.import',
        entity: 'map',
        entityId: plan.types.join(','),
        before: { mapVersion: version },
        after: {
          mapVersion,
          types: plan.types,
          counts: plan.counts,
          added: codes(plan.added),
          changed: codes(plan.changed),
          removed: codes(plan.removed),
        },
        result: { counts: plan.counts, mapVersion },
      };
    });
    // this instance answers the new map at once; the others see the version within a second
    invalidateMapSnapshot(city);
    return { ok: true, ...done };
  } catch (error) {
    if (error instanceof MapImportRefused) return refusal(text, file.count, error.problems);
    throw error;
  }
}
