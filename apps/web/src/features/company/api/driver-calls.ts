import type {
  AddDriverRequest,
  DriverActivationRequest,
  EditDriverRequest,
  FleetDriver,
} from '@parking/domain/company/company-contracts';
import { composeDriverName } from '@parking/domain/company/company-rules';
import { apiCall } from '../../../shared/http/api-client';

type Answer = { result: FleetDriver };
/** A driver as the calls name it (§5: "Last First [Patronymic]"). */
type DriverFields = { driver: string; car_number: string; phone: string };

const asName = (name: AddDriverRequest['driver']) => composeDriverName(name);

/** The list's row as the remove, edit and activation calls identify it. */
export const driverKeyOf = (d: FleetDriver): DriverFields => ({
  driver: d.name,
  car_number: d.ts ?? '',
  phone: d.phone,
});

/** PUT /api/corp-profile/add-driver. */
export const addDriver = (d: AddDriverRequest) =>
  apiCall<Answer>('PUT', '/api/corp-profile/add-driver', {
    token: 'company',
    body: { driver: asName(d.driver), car_number: d.car_number, phone: d.phone },
  });

/** POST /api/corp-profile/edit-driver: the old values and the new ones (…_n). */
export const editDriver = (old: FleetDriver, next: AddDriverRequest) =>
  apiCall<Answer>('POST', '/api/corp-profile/edit-driver', {
    token: 'company',
    body: {
      ...driverKeyOf(old),
      driver_n: asName(next.driver),
      car_number_n: next.car_number,
      phone_n: next.phone,
    } satisfies Record<keyof EditDriverRequest, string>,
  });

/** DELETE /api/corp-profile/remove-driver. */
export const removeDriver = (d: FleetDriver) =>
  apiCall<unknown>('DELETE', '/api/corp-profile/remove-driver', { token: 'company', body: driverKeyOf(d) });

/** PUT /api/corp-profile/activate-driver or deactivate-driver. */
export const setDriverActive = (d: FleetDriver, inn: string, active: boolean) =>
  apiCall<Answer>('PUT', `/api/corp-profile/${active ? 'activate' : 'deactivate'}-driver`, {
    token: 'company',
    body: { fio: d.name, phone_number: d.phone, inn } satisfies Record<keyof DriverActivationRequest, string>,
  });
