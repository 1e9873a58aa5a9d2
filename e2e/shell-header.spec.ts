/**
 * Issue 16: the navigation bar's tools in the spec's order (part 1 §2: search bar, settings,
 * administration for admins, logout), the header search, the features panel (sidebar when
 * signed out, about page) and the drawer's administration (admins, moderators) and
 * edit-navigation items.
 */
import { expect, type Page, test } from '@playwright/test';
import { WEB } from './env';

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-card')).toContainText(`@${username}`);
}

test('desktop bar: search, settings, administration, logout in order; search opens results', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const bar = page.getByRole('navigation', { name: 'Navigation' });
  await expect(bar.getByTestId('logout-button')).toBeVisible();
  const order = await bar
    .locator(
      '[data-testid="header-search"], [data-testid="settings-button"], [data-testid="admin-button"], [data-testid="logout-button"]',
    )
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(order).toEqual(['header-search', 'settings-button', 'admin-button', 'logout-button']);
  const search = bar.getByRole('searchbox', { name: 'Search' });
  await search.fill('sandbox');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=sandbox$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Search' })).toBeVisible();
});

test('the features panel: in the sidebar signed out, and on the about page', async ({ page }) => {
  await page.goto(`${WEB()}/main/public`);
  const panel = page.getByTestId('features-panel');
  await expect(panel.getByRole('heading', { name: 'Features' })).toBeVisible();
  await expect(panel).toContainText('Shoutbox');
  await expect(panel).toContainText(/Text limit = \d+/);
  await page.goto(`${WEB()}/about`);
  await expect(page.getByRole('main').getByTestId('features-panel')).toBeVisible();
});

test('mobile drawer lists administration (admins) and edit navigation', async ({ page }) => {
  await logIn(page, 'alice');
  await page.setViewportSize({ width: 600, height: 900 });
  await page.getByTestId('drawer-button').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer.getByRole('link', { name: 'Edit navigation' })).toBeVisible();
  await drawer.getByTestId('drawer-admin').click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('mobile drawer: a moderator has the administration item, a member not', async ({
  page,
  browser,
}) => {
  await logIn(page, 'bob');
  await page.setViewportSize({ width: 600, height: 900 });
  await page.getByTestId('drawer-button').click();
  await page.getByTestId('drawer').getByTestId('drawer-admin').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Moderation log' })).toBeVisible();

  const member = await browser.newPage();
  await logIn(member, 'grace');
  await member.setViewportSize({ width: 600, height: 900 });
  await member.getByTestId('drawer-button').click();
  const drawer = member.getByTestId('drawer');
  await expect(drawer.getByRole('link', { name: 'Edit navigation' })).toBeVisible();
  await expect(drawer.getByTestId('drawer-admin')).toHaveCount(0);
  await member.close();
});
