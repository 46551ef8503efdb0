import { expect, test } from './fixtures';

test.describe('city', () => {
  test('changes the city from the header, remembers it and talks to that city', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Город: Пермь/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const names = await dialog
      .getByRole('option')
      .allInnerTexts()
      .catch(() => []);
    if (names.length > 1) expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    await dialog.getByText('Ростов-на-Дону', { exact: true }).click();

    const mapCall = page.waitForRequest((r) => r.url().includes('/c/rostov/api/map/get-map-tile-v3'));
    await dialog.getByRole('button', { name: /Выбрать|Подтвердить|Сменить/ }).click();
    await mapCall;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Город: Ростов-на-Дону/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('city'))).toBe('"rostov"');

    await page.reload();
    await expect(page.getByRole('button', { name: /Город: Ростов-на-Дону/ })).toBeVisible();
  });

  test('clears a stored city that is no longer configured', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('city', '"atlantis"'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Город: Пермь/ })).toBeVisible();
  });
});
