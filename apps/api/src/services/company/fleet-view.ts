import type { FleetDevice, FleetDriver, FleetVehicle } from '@parking/domain/company/company-contracts';
import { composeDriverName } from '@parking/domain/company/company-rules';
import type { FleetDriverRecord, FleetVehicleRecord } from '../../db/company/fleet-rows.ts';

export function fleetVehicleView(v: FleetVehicleRecord): FleetVehicle {
  return { id: v.id, numberTs: v.numberTs, vin: v.vin, imei: v.imei, active: v.deviceActive };
}

/** §3 Device: the vehicle's row seen as its tracker (the id is the vehicle's). */
export function fleetDeviceView(v: FleetVehicleRecord): FleetDevice {
  return { id: v.id, active: v.deviceActive, imei: v.imei, vin: v.vin };
}

export function fleetDriverView(d: FleetDriverRecord): FleetDriver {
  return {
    id: d.id,
    name: composeDriverName(d),
    lastName: d.lastName,
    firstName: d.firstName,
    middleName: d.middleName,
    phone: d.phone,
    ts: d.ts,
    device: d.device,
    active: d.active,
  };
}
