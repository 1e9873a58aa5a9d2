/**
 * Issue 16, spec part 2 §8: a screen whose code chunk cannot load (a redeploy took it, the
 * network dropped it) says "An error occured: Loading chunk N failed" and offers a reload,
 * which brings the screen. The 120 s timeout is pinned with a fake clock in
 * tests/web/chunk-load.test.tsx.
 */
import { expect, test } from '@playwright/test';
import { WEB } from './env';

test('a screen whose chunk is refused says so; Reload brings the screen', async ({ page }) => {
  let refused = 0;
  await page.route(/\/assets\/AboutScreen-[\w-]+\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.goto(`${WEB()}/about`);
  const error = page.locator('.route-error');
  await expect(error).toContainText(/An error occured: Loading chunk AboutScreen-[\w-]+ failed/);
  expect(refused).toBe(1);

  await error.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('.route-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
});

test('a screen whose stylesheet is refused is a CSS chunk failure; Reload brings it', async ({
  page,
}) => {
  let refused = 0;
  await page.route(/\/assets\/AnnouncementsScreen-[\w-]+\.css$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.goto(`${WEB()}/announcements`);
  const error = page.locator('.route-error');
  await expect(error).toContainText(
    /An error occured: Loading CSS chunk AnnouncementsScreen-[\w-]+ failed/,
  );
  await error.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('.route-error')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/announcements$/);
});
