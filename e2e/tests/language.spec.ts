import { expect, test } from './fixtures';

test.describe('language', () => {
  test('switches the interface to English and back through the language menu', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await page.getByRole('button', { name: /Язык: Русский/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test('strips a ru prefix and sends an unsupported language to the main page', async ({ page }) => {
    await page.goto('/ru/news');
    await expect(page).toHaveURL(/\/news$/);
    await page.goto('/de/news');
    await expect(page).toHaveURL(/\/$/);
  });
});
