import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures';

/** A city other than perm (guests may pay there), in English. */
const CITY = 'sevastopol';

async function payableZone(page: Page): Promise<string> {
  const zones: { zonenumber: string; prices: { priceNum: number; daycode: number }[] }[] =
    await page.evaluate(
      async (city) => (await (await fetch(`/c/${city}/api/map/get-zones`)).json()).result,
      CITY,
    );
  const zone = zones.find(
    (z) => z.prices.some((p) => p.priceNum > 0) && z.prices.every((p) => p.daycode >= 0),
  );
  expect(zone).toBeDefined();
  return zone!.zonenumber;
}

/** Keyboard only: Tab from the top of the page until the list toggle has the focus. */
async function tabTo(page: Page, testId: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId))
      return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Sums layout shifts not caused by the driver's own input from now on (what CLS counts). */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { unexpectedShift: number };
    w.unexpectedShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.unexpectedShift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
}

async function unexpectedLayoutShift(page: Page): Promise<number> {
  await page.waitForTimeout(600); // past the 500 ms a shift counts as the input's own
  return page.evaluate(() => (window as unknown as { unexpectedShift: number }).unexpectedShift);
}

for (const { width, height, name } of [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 360, height: 740, name: 'phone' },
]) {
  test(`zone list (${name}): find a zone and pay for it with the keyboard only`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((city) => localStorage.setItem('city', JSON.stringify(city)), CITY);
    await page.goto('/en/');
    // the first journey after the server starts waits for its first answers
    await expect(page.getByTestId('map')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mapReady)).toBe('1');
    const zone = await payableZone(page);

    await page.screenshot({ path: shot(`zone-list-${name}-closed.png`) });
    await tabTo(page, 'zone-list-toggle');
    await expect(page.getByRole('button', { name: 'List' })).toBeFocused();
    await watchLayoutShifts(page);
    await page.keyboard.press('Enter');

    const region = page.getByRole('region', { name: 'Zones and parkings' });
    await expect(region).toBeVisible();
    const search = region.getByRole('searchbox', { name: 'Zone number, name or address' });
    await expect(search).toBeFocused();
    await expect(region.getByRole('list', { name: 'Zones and parkings found' })).toBeVisible();
    await expect(region.getByRole('status')).toHaveText(/^\d+ parkings?$/);
    // beside the map on a wide screen; instead of it on a phone, with "Map" to go back
    if (width >= 900) await expect(page.getByTestId('map')).toBeVisible();
    else {
      await expect(page.getByTestId('map')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Map' })).toBeVisible();
    }

    // the list's code arriving moves nothing on the page (shifts the key press itself caused aside)
    expect(await unexpectedLayoutShift(page)).toBeLessThan(0.01);

    await page.keyboard.type(zone);
    await expect(region.getByRole('status')).toHaveText(/^\d+ parkings? found$/);
    await expect(region.getByRole('listitem').first()).toContainText(`Zone ${zone}`);
    await expect(region.getByRole('listitem').first()).toContainText(
      /Now: (\d+\.\d{2} rub\/hr|free|no rate)/,
    );
    await page.screenshot({ path: shot(`zone-list-${name}.png`) });

    await page.keyboard.press('Tab');
    const pay = page.getByRole('button', { name: new RegExp(`^Pay for parking in zone ${zone},`) }).first();
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');

    // the payment panel the map's pop-up opens, with this zone chosen
    await expect(page).toHaveURL(new RegExp(`/en/guest-payment\\?zone=${zone}`));
    await expect(page.getByRole('combobox', { name: 'Parking zone' })).toHaveValue(new RegExp(`^${zone}\\b`));
  });
}

test('zone list (phone): "Map" brings the map back', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript((city) => localStorage.setItem('city', JSON.stringify(city)), CITY);
  await page.goto('/en/');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('region', { name: 'Zones and parkings' })).toBeVisible();
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('region', { name: 'Zones and parkings' })).toHaveCount(0);
  await expect(page.getByTestId('map')).toBeVisible();
  await expect(page.getByRole('button', { name: 'List' })).toBeVisible();
  await page.screenshot({ path: shot('zone-list-phone-map.png') });
});
