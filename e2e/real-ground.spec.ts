/**
 * What broke on real ground (issue 9), in Chromium against the sandbox: SVG icons instead
 * of font glyphs, a video's first frame, the phone layout of one's own profile, the app's
 * "not found", a status's visibility, and the browser's light preference.
 */
import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

async function seedStatuses(): Promise<Record<string, string>> {
  const res = await fetch(`${SANDBOX()}/__sandbox/seed`, { headers: HOOKS() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { statuses: Record<string, string> }).statuses;
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
}

test('the bar’s buttons are SVG icons, with no glyph that needs a font', async ({ browser }) => {
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await logIn(page);
    const buttons = page.locator('.nav-bar button.button-icon');
    expect(await buttons.count()).toBeGreaterThan(1);
    for (const button of await buttons.all()) {
      await expect(button.locator('svg').first()).toBeVisible();
      // Only the unseen badge may hold text (a number).
      const text = (
        await button.evaluate((b) => {
          const copy = b.cloneNode(true) as HTMLElement;
          for (const badge of copy.querySelectorAll('[data-testid="unseen-badge"]')) badge.remove();
          return copy.textContent ?? '';
        })
      ).trim();
      expect(text).toBe('');
    }
    if (viewport.width > 800)
      await expect(page.getByTestId('logout-button').locator('svg')).toBeVisible();
    else await expect(page.getByTestId('notifications-drawer-button').locator('svg')).toBeVisible();
    await context.close();
  }
});

test('a video shows its first frame, not a broken image; a direct message is marked', async ({
  page,
}) => {
  const seed = await seedStatuses();
  await logIn(page);
  await page.goto(`${WEB()}/notice/${seed.video}`);
  const item = page.locator('main .gallery-item-video').first();
  await expect(item.locator('video')).toHaveAttribute('preload', 'metadata');
  await expect(item.locator('img')).toHaveCount(0);
  // The browser read the video's metadata: it has a frame size to show.
  await expect
    .poll(() => item.locator('video').evaluate((v) => (v as HTMLVideoElement).videoWidth))
    .toBeGreaterThan(0);

  await page.goto(`${WEB()}/notice/${seed.direct}`);
  await expect(
    page.locator(`main article[data-status-id="${seed.direct}"] .status-visibility`),
  ).toHaveText('Direct message');
});

test('phone: one’s own profile keeps the name and @alice@host on one line each', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page);
  await page.goto(`${WEB()}/users/alice`);
  const names = page.locator('.profile-names');
  await expect(names).toBeVisible();
  const width = (await names.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(150);
  const acct = page.locator('.profile-acct');
  const lines = await acct.evaluate((el) => {
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
    return Math.round(el.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBe(1);
  await context.close();
});

test('an unknown address and an unknown user get the app’s own "not found"', async ({ page }) => {
  await logIn(page);
  await page.goto(`${WEB()}/no/such/place`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('.nav-bar')).toBeVisible();
  await expect(page.getByText('An error occured')).toHaveCount(0);

  await page.goto(`${WEB()}/users/nobody-here-at-all`);
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await expect(page.getByText('Record not found')).toHaveCount(0);
});

test('the browser’s light preference gives a light page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${WEB()}/main/public`);
  const light = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(light).toBe('rgb(238, 240, 243)');
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(dark).toBe('rgb(15, 21, 29)');
});
