import { checkInvariants } from '../../db/ledger/check-invariants.ts';
import { addZone, openParkingApp, order, type ParkingTestApp } from '../parking/parking-test-kit.ts';

export { MONDAY_10 } from '../parking/parking-test-kit.ts';

/** The app the subscription tests share (perm with zones T1 and T3, rostov without the constructor). */
export async function openSubscriptionApp(): Promise<ParkingTestApp> {
  const t = await openParkingApp(['perm', 'rostov']);
  await addZone(await t.city(), 'T1');
  await addZone(await t.city(), 'T3');
  return t;
}

/** The calls the tests make, on the app `app()` answers (opened in beforeAll, so asked for late). */
export function subscriptionCalls(app: () => ParkingTestApp) {
  return {
    buy: (token: string, body: Record<string, unknown>, key?: string) =>
      app().post('/api/payment/subscription', body, token, key),
    cost: async (token: string, plate: string, zone = 'T1') =>
      (await app().post('/api/payment/cost', order(plate, { Zone: zone }), token)).body.totalcost,
    benefits: async (token: string) =>
      (await app().get('/api/profile/get-benefits-v2', token)).body.result as Record<string, unknown>[],
    invariants: async () => checkInvariants((await app().city()).db),
    addVehicle: async (userId: number, plate: string) =>
      (await app().city()).query(
        `INSERT INTO vehicles (user_id, plate, number_format) VALUES ($1, $2, 'rus')`,
        [userId, plate],
      ),
  };
}
