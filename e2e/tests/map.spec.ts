import { expect, shot, test } from './fixtures';

test.describe('map page', () => {
  test('draws the city map and opens a zone pop-up found by its number', async ({ page }) => {
    // issue 24: the first view comes from the tiles it needs, not from the whole city's map
    const mapCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/map/get-map-')) mapCalls.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    const map = page.getByTestId('map');
    await expect(map).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mapReady)).toBe('1');
    expect(Number(await map.getAttribute('data-features-drawn'))).toBeGreaterThan(0);
    expect(mapCalls.filter((p) => p.endsWith('/get-map-tile-v3')).length).toBeGreaterThan(0);
    expect(mapCalls.filter((p) => p.endsWith('/get-map-info-v3'))).toEqual([]);

    const zones: { zonenumber: string; prices: { priceNum: number; daycode: number }[] }[] =
      await page.evaluate(async () => (await (await fetch('/api/map/get-zones')).json()).result);
    const zone = zones.find((z: { prices: { priceNum: number; daycode: number }[] }) =>
      z.prices.some((p) => p.priceNum > 0 && p.daycode >= 0),
    )!;
    expect(zone).toBeDefined();
    await page.getByTestId('zone-search').fill(zone.zonenumber);
    await page.getByTestId('zone-search').press('Enter');

    const popup = page.getByTestId('map-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(zone.zonenumber);
    await expect(popup).toContainText(/\d+[.,]\d{2}/); // ru writes 80,00 (issue 24 money formatter)
    await expect(page.getByTestId('map-pay')).toBeVisible();
    await page.waitForTimeout(400); // the pop-up fades in
    await page.screenshot({ path: shot('map-popup.png') });

    // perm lets visitors pay without an account: Pay leads to guest payment with the zone chosen.
    await page.getByTestId('map-pay').click();
    await expect(page).toHaveURL(new RegExp(`/guest-payment\\?zone=${zone.zonenumber}`));
  });

  test('says so when no zone has the number searched for', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mapReady)).toBe('1');
    await page.getByTestId('zone-search').fill('99999');
    await page.getByTestId('zone-search').press('Enter');
    await expect(page.getByText(/не найдена|not found/i)).toBeVisible();
    await expect(page.getByTestId('map-popup')).toHaveCount(0);
  });
});
