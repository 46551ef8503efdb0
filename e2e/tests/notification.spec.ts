import { expect, test } from './fixtures';

test.use({ popupClosed: false });

test('the notification pop-up opens on the first visit and stays closed once closed', async ({ page }) => {
  await page.goto('/news');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Изменение тарифов');
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
