import { expect, type Page, test } from '@playwright/test';
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

test.describe('an Arabic-speaking admin', () => {
  test.use({ locale: 'ar-EG' });

  /** The gap between a box's right edge and its container's (0 when it starts at the right). */
  async function rightGap(page: Page, selector: string): Promise<number> {
    return page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        const parent = (el.parentElement ?? el).getBoundingClientRect();
        return Math.round(parent.right - box.right);
      });
  }

  test('the announcements, the lists and the administration read from the right', async ({
    page,
  }) => {
    await page.goto(`${WEB()}/login`);
    const form = page.getByRole('main');
    await form.locator('input[name="username"]').fill('alice');
    await form.locator('input[type="password"]').fill('sandbox');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const path of ['/announcements', '/lists']) {
      await page.goto(`${WEB()}${path}`);
      const heading = page.getByRole('main').getByRole('heading').first();
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // The heading's words start at the right edge of the column, not the left.
      const [box, main] = await Promise.all([
        heading.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range.getBoundingClientRect();
        }),
        page.getByRole('main').boundingBox(),
      ]);
      expect((main?.x ?? 0) + (main?.width ?? 0) - (box.x + box.width)).toBeLessThan(40);
      expect(box.x - (main?.x ?? 0)).toBeGreaterThan(40);
    }
    await page.goto(`${WEB()}/admin`);
    const tabs = page.getByRole('tablist');
    await expect(tabs.first()).toBeVisible();
    // The first tab at the right, the next to its left.
    const all = tabs.first().getByRole('tab');
    const first = await all.nth(0).boundingBox();
    const second = await all.nth(1).boundingBox();
    expect(second!.x).toBeLessThan(first!.x);
    expect(await rightGap(page, '[role="tablist"] [role="tab"]')).toBeLessThan(40);
  });
});
