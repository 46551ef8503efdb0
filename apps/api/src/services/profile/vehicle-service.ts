import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import type { Language } from '@parking/domain/i18n/languages';
import type { Vehicle } from '@parking/domain/profile/profile-answers';
import { normalizePlate } from '@parking/domain/profile/plate-rules';
import {
  VEHICLES_MAX,
  type ChangeCarsRequest,
  type EditVehicleRequest,
  type VehicleInput,
} from '@parking/domain/profile/vehicle-contracts';
import { vehicleProblems, type VehicleDraft } from '@parking/domain/profile/vehicle-rules';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { VehicleRow } from '../../db/schema/profile.ts';
import { vehicleRows } from '../../db/profile/vehicle-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { withConflicts } from './profile-errors.ts';
import { vehicleView } from './vehicle-view.ts';

/** The stored row whose plate is the typed one, read as Russian or as foreign. */
function byTypedPlate(list: VehicleRow[], typed: string): VehicleRow | undefined {
  const candidates = [normalizePlate(typed, 'rus'), normalizePlate(typed, 'other')];
  return list.find((v) => candidates.includes(v.plate));
}

function requireFound(row: VehicleRow | undefined): VehicleRow {
  if (!row) throw new AppError('VehicleNotFound', 404);
  return row;
}

/** A merged vehicle breaking a rule on its own: the first problem's name, every field's text. */
function refuseProblems(draft: VehicleDraft, lang: Language): void {
  const problems = vehicleProblems(draft);
  if (problems.length === 0) return;
  const fields = Object.fromEntries(
    problems.map((p) => [`body.${p.path}`, ERROR_MESSAGES[p.errorName][lang]]),
  );
  const named = problems.find((p) => p.errorName === 'CategoryMismatch' || p.errorName === 'EmptyTs');
  throw new AppError(named ? named.errorName : 'ValidationError', 400, fields);
}

/** List rules: plate and STS unique among the driver's other vehicles (document 2 §5). */
function refuseDuplicates(others: VehicleRow[], draft: { numberTs: string; STSNumber: string | null }) {
  if (others.some((v) => v.plate === draft.numberTs)) throw new AppError('VehicleExists', 409);
  if (draft.STSNumber && others.some((v) => v.sts?.toUpperCase() === draft.STSNumber!.toUpperCase())) {
    throw new AppError('StsExists', 409);
  }
}

async function refuseOccupied(db: Db, plates: string[]): Promise<void> {
  if ((await vehicleRows.occupiedPlates(db, plates)).size > 0) throw new AppError('occupied', 409);
}

/** The driver's vehicles with the occupied flag. */
async function viewsOf(db: Db, rows: VehicleRow[]): Promise<Vehicle[]> {
  const occupied = await vehicleRows.occupiedPlates(
    db,
    rows.map((r) => r.plate),
  );
  return rows.map((r) => vehicleView(r, occupied.has(r.plate)));
}

/**
 * The cabinet's vehicles (document 2 §4, §5). Every write takes the driver's vehicle lock and
 * runs in one transaction: the main vehicle changes (old unset, new set) together or not at
 * all, and the list checks see the other tab's write. A driver's first vehicle is the main one.
 */
export const vehicleService = {
  async list(city: CityContext, userId: number): Promise<Vehicle[]> {
    return viewsOf(city.db, await vehicleRows.listOf(city.db, userId));
  },

  async add(city: CityContext, userId: number, input: VehicleInput): Promise<Vehicle> {
    return withConflicts(() =>
      city.db.transaction(async (tx) => {
        const list = await vehicleRows.lockListOf(tx, userId);
        if (list.length >= VEHICLES_MAX) throw new AppError('VehiclesLimit', 409);
        refuseDuplicates(list, input);
        await refuseOccupied(tx, [input.numberTs]);
        const isMain = input.mainTs || list.length === 0;
        if (isMain) await vehicleRows.unsetMain(tx, userId);
        const row = await vehicleRows.insert(tx, {
          userId,
          plate: input.numberTs,
          numberFormat: input.formatGrz,
          category: input.category,
          sts: input.STSNumber,
          docType: input.docType,
          isMain,
          name: input.name,
        });
        return vehicleView(row, false);
      }),
    );
  },

  /** PUT car: oldgrz names the vehicle; only the fields sent change. */
  async edit(city: CityContext, userId: number, req: EditVehicleRequest, lang: Language): Promise<Vehicle> {
    return withConflicts(() =>
      city.db.transaction(async (tx) => {
        const list = await vehicleRows.lockListOf(tx, userId);
        const row = requireFound(byTypedPlate(list, req.oldgrz));
        const formatGrz = req.formatGrz ?? req.country ?? row.numberFormat;
        const typed = req.newgrz ?? req.numberTs;
        const draft: VehicleDraft = {
          numberTs: normalizePlate(typed ?? row.plate, formatGrz),
          formatGrz,
          category: req.category ?? row.category,
          STSNumber: req.STSNumber === undefined ? row.sts : req.STSNumber,
        };
        refuseProblems(draft, lang);
        refuseDuplicates(
          list.filter((v) => v.id !== row.id),
          draft,
        );
        if (draft.numberTs !== row.plate) await refuseOccupied(tx, [row.plate, draft.numberTs]);
        const isMain = req.mainTs ?? row.isMain;
        if (isMain && !row.isMain) await vehicleRows.unsetMain(tx, userId);
        const updated = await vehicleRows.update(tx, userId, row.id, {
          plate: draft.numberTs,
          numberFormat: draft.formatGrz,
          category: draft.category,
          sts: draft.STSNumber,
          isMain,
          ...(req.docType ? { docType: req.docType } : {}),
          ...(req.name !== undefined ? { name: req.name } : {}),
        });
        const occupied = await vehicleRows.occupiedPlates(tx, [updated.plate]);
        return vehicleView(updated, occupied.has(updated.plate));
      }),
    );
  },

  async remove(city: CityContext, userId: number, typedPlate: string): Promise<void> {
    await city.db.transaction(async (tx) => {
      const list = await vehicleRows.lockListOf(tx, userId);
      const row = requireFound(byTypedPlate(list, typedPlate));
      await refuseOccupied(tx, [row.plate]);
      await vehicleRows.remove(tx, userId, [row.id]);
    });
  },

  /**
   * change-cars: the list replaced. A plate kept is the same vehicle (its id kept); a parked
   * vehicle may not leave the list and a parked plate may not join it.
   */
  async replaceAll(city: CityContext, userId: number, req: ChangeCarsRequest): Promise<Vehicle[]> {
    return withConflicts(() =>
      city.db.transaction(async (tx) => {
        const list = await vehicleRows.lockListOf(tx, userId);
        const wanted = new Map(req.car.map((v) => [v.numberTs, v]));
        const leaving = list.filter((v) => !wanted.has(v.plate));
        const kept = new Map(list.filter((v) => wanted.has(v.plate)).map((v) => [v.plate, v]));
        const joining = req.car.filter((v) => !kept.has(v.numberTs));
        await refuseOccupied(tx, [...leaving.map((v) => v.plate), ...joining.map((v) => v.numberTs)]);
        await vehicleRows.remove(
          tx,
          userId,
          leaving.map((v) => v.id),
        );
        const previousMain = list.find((v) => v.isMain)?.plate;
        const mainPlate =
          req.car.find((v) => v.mainTs)?.numberTs ??
          (previousMain && wanted.has(previousMain) ? previousMain : req.car[0]?.numberTs);
        // Kept rows first lose their STS and main flag, so two vehicles may swap them.
        for (const row of kept.values())
          await vehicleRows.update(tx, userId, row.id, { sts: null, isMain: false });
        for (const v of req.car) {
          const values = {
            plate: v.numberTs,
            numberFormat: v.formatGrz,
            category: v.category,
            sts: v.STSNumber,
            docType: v.docType,
            isMain: v.numberTs === mainPlate,
            name: v.name,
          };
          const row = kept.get(v.numberTs);
          if (row) await vehicleRows.update(tx, userId, row.id, values);
          else await vehicleRows.insert(tx, { userId, ...values });
        }
        return viewsOf(tx, await vehicleRows.listOf(tx, userId));
      }),
    );
  },
};
