import { expect, test } from '@playwright/test';
import { WEB } from './env';

/**
 * Interface languages on the web (issue 14): the browser's language is the default, the top
 * bar's switcher changes it without a reload (the locale's chunk is fetched only then), and
 * Arabic lays the page out right to left.
 */

test('the language switcher turns the page German without a reload', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/de-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto(`${WEB()}/main/all`);
  const settings = page.getByRole('button', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // An English page loads no locale chunk.
  expect(chunks).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { petrelSameDocument: boolean }).petrelSameDocument = true;
  });

  await page.getByTestId('language-menu').selectOption('de');

  await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(chunks).toHaveLength(1);
  expect(
    await page.evaluate(
      () => (window as unknown as { petrelSameDocument?: boolean }).petrelSameDocument,
    ),
  ).toBe(true);

  // The choice is kept: a reload opens in German.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();

  // "Automatic" goes back to the browser's language (English here).
  await page.getByTestId('language-menu').selectOption('');
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('opens the page in German', async ({ page }) => {
    await page.goto(`${WEB()}/main/all`);
    await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('lays the page out right to left, mirrored', async ({ page }) => {
    await page.goto(`${WEB()}/main/all`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    const brand = await page.locator('.nav-bar-inner > *').first().boundingBox();
    const actions = await page.locator('.nav-bar-actions').boundingBox();
    expect(brand && actions).toBeTruthy();
    // Right to left: the site's name at the right edge, the buttons at the left.
    expect((actions?.x ?? 0) + (actions?.width ?? 0)).toBeLessThan(brand?.x ?? 0);
  });
});
