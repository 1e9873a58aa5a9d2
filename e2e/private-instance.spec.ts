/**
 * Issue 16, spec part 1 §5 (nav rule `!private`) and §6 ("private instances hide timelines
 * and search from anonymous visitors"): on the sandbox as a private instance
 * (`private-instance`: nodeinfo private, the public timelines and search refused without a
 * user), a signed-out visitor sees no Local or Federated item, no search field, and the
 * timelines say they need a login; the same visitor sees them all on a public instance.
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
