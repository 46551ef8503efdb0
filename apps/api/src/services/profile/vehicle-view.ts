import type { Vehicle } from '@parking/domain/profile/profile-answers';
import { splitPlate } from '@parking/domain/profile/plate-rules';
import { vehicleTypeOf } from '@parking/domain/profile/vehicle-rules';
import type { VehicleRow } from '../../db/schema/profile.ts';

/** A vehicle row as the cabinet answers it (document 2 §3, "Vehicle (ts)"). */
export function vehicleView(row: VehicleRow, occupied: boolean): Vehicle {
  const { number, region } = splitPlate(row.plate, row.numberFormat);
  return {
    id: row.id,
    numberTs: row.plate,
    number,
    region,
    country: row.numberFormat,
    formatGrz: row.numberFormat,
    category: row.category,
    type: vehicleTypeOf({
      numberTs: row.plate,
      formatGrz: row.numberFormat,
      category: row.category,
      STSNumber: row.sts,
    }),
    STSNumber: row.sts,
    docType: row.docType,
    mainTs: row.isMain,
    name: row.name,
    vin: row.vin,
    imei: row.imei,
    active: row.active,
    occupied,
  };
}
