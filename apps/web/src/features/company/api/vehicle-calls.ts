import type { FleetVehicle, FleetVehicleRequest } from '@parking/domain/company/company-contracts';
import { apiCall } from '../../../shared/http/api-client';

type Answer = { result: FleetVehicle };

/** POST /api/profile/ts/1 with the corporate token: a vehicle and its tracking device. */
export const addFleetVehicle = (v: FleetVehicleRequest) =>
  apiCall<Answer>('POST', '/api/profile/ts/1', {
    token: 'company',
    body: { number: v.numberTs, VINNumber: v.vin ?? '', IMEI: v.imei ?? '' },
  });

/** DELETE /api/profile/ts/{id}. */
export const deleteFleetVehicle = (v: FleetVehicle) =>
  apiCall<unknown>('DELETE', `/api/profile/ts/${v.id}`, { token: 'company' });

/** PUT /api/corp-profile/activate-device or deactivate-device: grz, vin, imei, inn. */
export const setDeviceActive = (v: FleetVehicle, inn: string, active: boolean) =>
  apiCall<Answer>('PUT', `/api/corp-profile/${active ? 'activate' : 'deactivate'}-device`, {
    token: 'company',
    body: { grz: v.numberTs, vin: v.vin ?? '', imei: v.imei ?? '', inn },
  });
