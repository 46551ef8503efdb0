import type { EditVehicleRequest, VehicleForm } from '@parking/domain/profile/vehicle-contracts';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/car: add a vehicle. */
export const addVehicle = (vehicle: VehicleForm) => apiCall('POST', '/api/profile/car', { body: vehicle });

/** PUT /api/profile/car: the vehicle oldgrz gets newgrz and the fields sent; {oldgrz, mainTs} sets main. */
export const editVehicle = (body: EditVehicleRequest) => apiCall('PUT', '/api/profile/car', { body });

/** DELETE /api/profile/car by plate. */
export const deleteVehicle = (numberTs: string) =>
  apiCall('DELETE', '/api/profile/car', { body: { numberTs } });
