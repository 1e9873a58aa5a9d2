/**
 * Issue 16, "a progressive web app": the manifest is linked and valid (name, icon, start URL,
 * display, the theme's colour), the app's one service worker registers for the app's scope
 * and controls the page, and a reload without network still draws the shell from its cache,
 * while the server's answers (private data) are never kept. The other specs run with service
 * workers blocked (playwright.config.ts): a worker answering from its cache would hide
 * their `page.route` stand-ins.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { WEB } from './env';
import { logIn } from './login';

async function controlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${WEB()}${path}`);
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
  // The worker registers after the first frame, keeps the shell, then claims the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  return page;
}

test('the manifest is linked and valid, with the theme colour of the page', async ({ page }) => {
  await page.goto(`${WEB()}/main/public`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(`${WEB()}${href}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await answer.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Petrel',
    short_name: 'Petrel',
    start_url: './',
    scope: './',
    display: 'standalone',
  });
  // The installed app's frame has the top bar's colour, under either default theme; the
  // manifest names the dark one's (pleroma-dark, the default).
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const meta = await page
      .locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)
      .getAttribute('content');
    const bar = await page
      .locator('nav.nav-bar')
      .evaluate((nav) => getComputedStyle(nav).backgroundColor);
    const drawn = await page.evaluate((color) => {
      const probe = document.createElement('i');
      probe.style.color = color;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, meta ?? '');
    expect(drawn).toBe(bar);
    if (scheme === 'dark') expect(manifest.theme_color).toBe(meta);
  }
  const icons = manifest.icons as Array<{ src: string; type: string; sizes: string }>;
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    const file = await page.request.get(new URL(icon.src, `${WEB()}${href}`).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
});

test('one service worker controls the page and a reload offline still draws the shell', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await controlledPage(context, '/main/public');
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => ({
      scope: r.scope,
      script: r.active?.scriptURL ?? '',
    })),
  );
  expect(registrations).toEqual([{ scope: `${WEB()}/`, script: `${WEB()}/sw.js` }]);

  await context.setOffline(true);
  // Offline for the page: the server cannot be reached.
  expect(
    await page.evaluate(() =>
      fetch('/api/v1/instance').then(
        () => 'reached',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  // The shell: the top bar with its logo, the navigation, the main column.
  await expect(page.getByRole('img', { name: 'Site logo' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Timelines' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Local' }).first()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // Another page of the app opens offline too (the same shell).
  await page.goto(`${WEB()}/about`);
  await expect(page.getByRole('img', { name: 'Site logo' })).toBeVisible();

  // Nothing of the server's was kept: only the shell's own files.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(3);
  expect(kept.filter((url) => /\/(?:api|oauth|media|nodeinfo|instance)\//.test(url))).toEqual([]);
  await context.setOffline(false);
  await context.close();
});

test('signed in, a reload offline keeps the account: the shell, the post form and its draft; back online, home loads without a reload', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await logIn(page);
  await expect(page.getByTestId('user-card')).toContainText('@alice');
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  const sidebar = page.getByTestId('sidebar');
  const text = `Typed before going offline ${Date.now()}`;
  await sidebar.getByRole('textbox', { name: 'Post' }).fill(text);

  await context.setOffline(true);
  await page.reload();
  // Not the login form: the stored account, taken up without the server.
  await expect(page.getByTestId('offline')).toContainText('You are offline:');
  await expect(page.getByTestId('user-card')).toContainText('@alice');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Timelines' })).toBeVisible();
  // The post form, and the words typed before the reload offered back.
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toBeVisible();
  const offer = sidebar.getByRole('status').filter({ hasText: 'unsent draft' });
  await offer.getByRole('button', { name: 'Show drafts' }).click();
  const panel = page.getByRole('dialog', { name: 'Unsent drafts' });
  await expect(panel).toContainText(text);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toHaveValue(text);
  await expect(page.getByRole('main').locator('article.status')).toHaveCount(0);

  // The network is back (the browser's `online` event): verified, and home loads.
  await context.setOffline(false);
  await expect(page.getByTestId('offline')).toHaveCount(0);
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toHaveValue(text);
  await context.close();
});
