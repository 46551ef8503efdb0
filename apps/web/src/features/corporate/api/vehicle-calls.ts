import type { FleetVehicle, FleetVehicleRequest } from '@parking/domain/corporate/corporate-contracts';
import { corporateCall } from './corporate-call';

type Answer = { result: FleetVehicle };

/** POST /api/profile/ts/1 with the corporate token: a vehicle and its tracking device. */
export const addFleetVehicle = (v: FleetVehicleRequest) =>
  corporateCall<Answer>('POST', '/api/profile/ts/1', {
    body: { number: v.numberTs, VINNumber: v.vin ?? '', IMEI: v.imei ?? '' },
  });

/** DELETE /api/profile/ts/{id}. */
export const deleteFleetVehicle = (v: FleetVehicle) =>
  corporateCall<unknown>('DELETE', `/api/profile/ts/${v.id}`);

/** PUT /api/corp-profile/activate-device or deactivate-device: grz, vin, imei, inn. */
export const setDeviceActive = (v: FleetVehicle, inn: string, active: boolean) =>
  corporateCall<Answer>('PUT', `/api/corp-profile/${active ? 'activate' : 'deactivate'}-device`, {
    body: { grz: v.numberTs, vin: v.vin ?? '', imei: v.imei ?? '', inn },
  });
