/**
 * Issue 16, spec part 1 §5 (nav rule `!private`) and §6 ("private instances hide timelines
 * and search from anonymous visitors"): on the sandbox as a private instance
 * (`private-instance`: nodeinfo private, the public timelines and search refused without a
 * user), a signed-out visitor sees no Local or Federated item, no search field, and the
 * timelines say they need a login; the same visitor sees them all on a public instance.
 * A visit to `/` there goes on to the login page. And the nav rule `federating`: on a server
 * that does not federate (`not-federating`), no Federated item anywhere (nav, timeline menu).
 */
import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

async function selectQuirks(quirks: string[]): Promise<void> {
  const res = await fetch(`${SANDBOX()}/__sandbox/quirks`, {
    method: quirks.length > 0 ? 'POST' : 'DELETE',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: quirks.length > 0 ? JSON.stringify({ quirks }) : undefined,
  });
  expect(res.ok).toBe(true);
}

test.afterEach(async () => {
  await selectQuirks([]);
});

/** The navigation panel and the header's search field, once the instance is known. */
async function shell(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Timelines' });
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  return { nav, search: page.getByRole('searchbox', { name: 'Search' }) };
}

test('a signed-out visitor of a private instance sees no timelines and no search', async ({
  page,
}) => {
  await selectQuirks(['private-instance']);
  await page.goto(`${WEB()}/about`);
  const { nav, search } = await shell(page);
  await expect(nav.getByRole('link', { name: 'Local' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Federated' })).toHaveCount(0);
  await expect(search).toHaveCount(0);

  // Typed in by hand, a timeline says it needs a login and shows nothing.
  await page.goto(`${WEB()}/main/public`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('This server requires a login to read it');
  await expect(main.locator('article.status')).toHaveCount(0);
});

test('the same visitor of a public instance sees the timelines and the search field', async ({
  page,
}) => {
  await page.goto(`${WEB()}/about`);
  const { nav, search } = await shell(page);
  await expect(nav.getByRole('link', { name: 'Local' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Federated' })).toBeVisible();
  await expect(search).toBeVisible();
});

test('a signed-out visit to / on a private instance lands on the login page', async ({ page }) => {
  await selectQuirks(['private-instance']);
  await page.goto(`${WEB()}/`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a signed-out visit to / on a public instance shows the federated timeline', async ({
  page,
}) => {
  await page.goto(`${WEB()}/`);
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
});

test('a server that does not federate offers no Federated timeline', async ({ page }) => {
  await selectQuirks(['not-federating']);
  await page.goto(`${WEB()}/main/public`);
  const { nav } = await shell(page);
  await expect(nav.getByRole('link', { name: 'Local' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Federated' })).toHaveCount(0);
  // The header's timeline menu offers the same timelines as the navigation.
  await page.getByRole('button', { name: 'Switch timeline' }).click();
  const menu = page.locator('.timeline-popover-panel');
  await expect(menu.getByRole('link', { name: 'Local' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Federated' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Nor from the keyboard: `g f` stays put, and the `?` help does not offer it.
  await expect(page.locator('body[data-keys="ready"]')).toBeAttached();
  await page.locator('body').press('g');
  await page.locator('body').press('f');
  await page.locator('body').press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.locator('[data-action="go.local"]')).toBeVisible();
  await expect(help.locator('[data-action="go.federated"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/main\/public$/);
});
