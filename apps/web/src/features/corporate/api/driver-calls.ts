import type {
  AddDriverRequest,
  DriverActivationRequest,
  EditDriverRequest,
  FleetDriver,
} from '@parking/domain/corporate/corporate-contracts';
import { composeDriverName } from '@parking/domain/corporate/corporate-rules';
import { corporateCall } from './corporate-call';

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
  corporateCall<Answer>('PUT', '/api/corp-profile/add-driver', {
    body: { driver: asName(d.driver), car_number: d.car_number, phone: d.phone },
  });

/** POST /api/corp-profile/edit-driver: the old values and the new ones (…_n). */
export const editDriver = (old: FleetDriver, next: AddDriverRequest) =>
  corporateCall<Answer>('POST', '/api/corp-profile/edit-driver', {
    body: {
      ...driverKeyOf(old),
      driver_n: asName(next.driver),
      car_number_n: next.car_number,
      phone_n: next.phone,
    } satisfies Record<keyof EditDriverRequest, string>,
  });

/** DELETE /api/corp-profile/remove-driver. */
export const removeDriver = (d: FleetDriver) =>
  corporateCall<unknown>('DELETE', '/api/corp-profile/remove-driver', { body: driverKeyOf(d) });

/** PUT /api/corp-profile/activate-driver or deactivate-driver. */
export const setDriverActive = (d: FleetDriver, inn: string, active: boolean) =>
  corporateCall<Answer>('PUT', `/api/corp-profile/${active ? 'activate' : 'deactivate'}-driver`, {
    body: { fio: d.name, phone_number: d.phone, inn } satisfies Record<keyof DriverActivationRequest, string>,
  });
