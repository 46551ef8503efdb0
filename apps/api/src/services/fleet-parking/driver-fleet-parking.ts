import type { PaymentMethod, SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { companyPaymentService } from '@parking/domain/company/company-rules';
import type { Language } from '@parking/domain/i18n/languages';
import type { StartRequest } from '@parking/domain/payments/session-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { fleetParkingRows } from '../../db/fleet-parking/fleet-parking-rows.ts';
import type { SessionKind } from '../../db/schema/sessions.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { orEarlierAnswer } from '../parking/earlier-answer.ts';
import { scopeOf, type Payer } from '../parking/payer.ts';
import type { SessionPaymentResult } from '../parking/session-answers.ts';
import { startFleetParking } from './fleet-start.ts';
import { samePlate } from './same-plate.ts';
import { checkUsable } from './usable-driver.ts';

const DESCRIPTION: Record<Language, string> = {
  ru: 'Оплата парковки с баланса организации',
  en: 'Parking paid from the company balance',
};

/**
 * The payers a registered driver may choose beside their own methods: one per company (not
 * disabled) where the driver's confirmed account phone (users.phone) is an active driver.
 * get-profile-v6 lists them in paymentsMethods as 'corporate:<id>'.
 */
export async function fleetPaymentMethods(db: Db, userId: number, lang: Language): Promise<PaymentMethod[]> {
  const companies = await fleetParkingRows.payerCompaniesOf(db, userId);
  return companies.map((c) => ({
    methodName: companyPaymentService(c.id),
    methodNameForShow: c.name,
    methodDescription: DESCRIPTION[lang],
    isPhoneRequired: false,
  }));
}

/**
 * /api/payment/cost with 'corporate:<id>' (or for a fleet session's extension): whether the
 * company can pay `cost` (a start accepts a balance equal to the cost). The driver must be a
 * driver of that company (CompanyNotFound otherwise); the balance itself is not disclosed.
 */
export async function fleetCanPay(db: Db, companyId: number, payer: Payer, cost: number): Promise<boolean> {
  const member =
    payer.userId !== undefined ? await fleetParkingRows.driverOfUser(db, companyId, payer.userId) : null;
  if (!member || member.companyDisabled) throw new AppError('CompanyNotFound', 404);
  return cost === 0 || (await fleetParkingRows.companyBalance(db, companyId)) >= cost;
}

/**
 * POST /api/payment/start with PaymentService 'corporate:<companyId>' and a driver's token: the
 * driver's confirmed account phone must be a driver of that company (CompanyNotFound, 404,
 * otherwise: nobody learns which companies exist), active, with an active device, and Vehicle
 * must be that driver's company vehicle (VehicleNotFound, 409). Only a plain start from now:
 * the post-payment, continue and guest calls do not take a company as payer
 * (PaymentServiceNotFound). Then the same service as /coop-profile (fleet-start.ts), under the
 * driver's own key scope; the answer's balance is the driver's own, which does not move.
 */
export async function startFleetForDriver(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer,
  call: SessionKind,
  request: StartRequest,
  idempotencyKey: string,
  companyId: number,
): Promise<SessionPaymentResult> {
  const userId = payer.userId;
  if (userId === undefined || call !== 'payment' || request.timestart !== undefined)
    throw new AppError('PaymentServiceNotFound', 400);
  const { idempotencyKey: _key, ...fields } = request;
  const keyed = { scope: scopeOf(payer), key: idempotencyKey, requestHash: hashRequest({ call, ...fields }) };
  return orEarlierAnswer(city.db, keyed, async () => {
    const member = await fleetParkingRows.driverOfUser(city.db, companyId, userId);
    if (!member) throw new AppError('CompanyNotFound', 404);
    const driver = checkUsable(member);
    if (!samePlate(driver.plate, request.Vehicle.Number)) throw new AppError('VehicleNotFound', 409);
    return startFleetParking(
      city,
      flags,
      {
        companyId,
        driverId: driver.id,
        startedBy: userId,
        zone: request.Zone,
        ...(request.ParkingCode ? { parkingCode: request.ParkingCode } : {}),
        minutes: request.Duration,
        category: request.Vehicle.Category,
        expectedPlate: driver.plate,
      },
      keyed,
    );
  });
}
