import { addVehicleByApi } from './cabinet-steps';
import { logIn, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { PAID_ZONE, snap, topUpByApi } from './payment-steps';

/**
 * A payment that prevents mistakes (issue 23): in Voronezh, in English, on a 360 px phone, a
 * driver with a saved car types its plate one letter off and is told so, fixes it in a tap, lets
 * "Where am I" find the zone from the phone's position, and checks the review before paying.
 */
const CITY = 'voronezh';
const SAVED = 'А123ВС36';

type LatLon = { latitude: number; longitude: number };
type Feature = {
  geometry: { type: string; coordinates: LatLon | LatLon[] | LatLon[][] };
  properties: { freeparking: boolean; zone: { zonenumber: string } | null };
};

/** A point on one of the zone's own parkings, from the public map. */
async function pointInZone(cityBase: string, zone: string): Promise<LatLon> {
  const map = (await (await fetch(`${cityBase}/api/map/get-map-info-v3`)).json()) as {
    result: { features: Feature[] };
  };
  const feature = map.result.features.find(
    (f) =>
      f.properties.zone?.zonenumber === zone && !f.properties.freeparking && f.geometry.type === 'LineString',
  )!;
  return (feature.geometry.coordinates as LatLon[])[0]!;
}

test.use({ viewport: { width: 360, height: 780 }, paymentReviewSkipped: false });

test('a driver fixes a mistyped plate, finds the zone by location and pays after the review', async ({
  page,
  context,
  baseURL,
}) => {
  const cityBase = `${baseURL}/c/${CITY}`;
  const driver = await registerDriver(cityBase);
  await addVehicleByApi(cityBase, driver, SAVED);
  await topUpByApi(cityBase, driver, 500);
  const here = await pointInZone(cityBase, PAID_ZONE);
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation(here);
  await page.addInitScript((code) => localStorage.setItem('city', JSON.stringify(code)), CITY);
  await logIn(page, driver, CITY);
  await page.goto('/en/profile/parking');

  // The plate: one letter off the saved car is a warning with a one-tap fix.
  const plate = page.getByRole('textbox', { name: 'Vehicle number' });
  await plate.fill('A123BC37');
  const warning = page.getByRole('alert').filter({ hasText: `Did you mean ${SAVED}?` });
  await expect(warning).toBeVisible();
  await snap(page, 'payment-review-typo.png');
  await warning.getByRole('button', { name: `Change to ${SAVED}` }).click();
  await expect(plate).toHaveValue(SAVED);
  await expect(warning).toHaveCount(0);

  // Where am I: the zone at the phone's position, picked in a tap.
  await page.getByRole('button', { name: 'Where am I' }).click();
  const found = page.getByRole('group', { name: 'Zones where you are:' });
  await found.getByRole('button', { name: new RegExp(`^${PAID_ZONE}\\b.*you are here`) }).click();
  await expect(page.getByRole('combobox', { name: 'Parking zone' })).toHaveValue(
    new RegExp(`^${PAID_ZONE}\\b`),
  );

  // The review shows what will be paid before the money moves.
  await page.getByRole('button', { name: 'Start parking' }).click();
  const review = page.getByRole('region', { name: 'Check before paying' });
  await expect(review.getByRole('heading', { name: 'Check before paying' })).toBeFocused();
  const facts = review.getByRole('definition');
  await expect(facts.nth(0)).toHaveText(SAVED);
  await expect(facts.nth(1)).toHaveText(new RegExp(`^${PAID_ZONE}\\b`));
  await expect(facts.nth(2)).toHaveText(/\d{2}:\d{2}/);
  await expect(facts.nth(3)).toHaveText(/\d{2}:\d{2}/);
  await expect(facts.nth(4)).toHaveText('1 hour');
  await expect(facts.nth(5)).toHaveText(/^₽\d+\.\d{2}$/);
  await expect(facts.nth(6)).toHaveText('Your balance');
  await snap(page, 'payment-review-step.png');
  await review.getByRole('button', { name: 'Confirm and pay' }).click();

  const paid = page.getByRole('dialog', { name: 'Parking payment' });
  await expect(paid.getByText('Parking successfully paid')).toBeVisible();
  await paid.getByRole('button', { name: 'OK' }).click();
  const current = page.getByRole('region', { name: 'Current parkings' });
  await expect(current.getByRole('listitem', { name: `Zone ${PAID_ZONE}, ${SAVED}` })).toBeVisible();
});
