import { expect, shot, test } from './fixtures';

test.describe('news and pages', () => {
  test('reads a news item from the list', async ({ page }) => {
    await page.goto('/news');
    const latest: { id: number; title: string } = await page.evaluate(
      async () => (await (await fetch('/api/news/get-news-list?limit=1')).json()).result.items[0],
    );
    await page.getByRole('link', { name: latest.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/news/${latest.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.title);
    await page.screenshot({ path: shot('news-item.png') });
  });

  test('shows a static page and the SMS commands', async ({ page }) => {
    await page.goto('/pages/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/sms-commands');
    await expect(page.getByText('7878').first()).toBeVisible();
  });
});

test.describe('broken links', () => {
  test('shows the not-found page with a way back to the map', async ({ page }) => {
    await page.goto('/this/link/is/broken');
    await expect(page.getByText('Страница не найдена')).toBeVisible();
    await expect(page.getByText(/ссылка неверна|перемещена/)).toBeVisible();
    await page.screenshot({ path: shot('not-found.png') });
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('map')).toBeVisible();
  });

  test('answers a missing news item with the not-found panel, not a crash', async ({ page }) => {
    await page.goto('/news/987654');
    await expect(page.getByText(/не найден/i).first()).toBeVisible();
  });
});
