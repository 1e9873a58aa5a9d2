import { type Browser, expect, type Page, test } from '@playwright/test';
import { WEB } from './env';

/**
 * Issue 14: the server-side settings store keeps two browsers of one account together. The
 * receiving page runs on Playwright's clock, moved on by the sync period (a minute) instead of
 * waiting for it; no reload in between.
 */

test.slow();

const SYNC_PERIOD_MS = 60_000;

async function logIn(browser: Browser, options: { fakeClock: boolean }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (options.fakeClock) await page.clock.install();
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('carol');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  return page;
}

/** Counts the page's reads of its own account (sign-in and each settings sync read one). */
function countReads(page: Page): () => number {
  let reads = 0;
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/accounts/verify_credentials')) reads += 1;
  });
  return () => reads;
}

function uploaded(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes('/update_credentials') && r.request().method() === 'PATCH' && r.ok(),
  );
}

test('a setting changed in one browser shows in another of the same account after a sync period, without a reload', async ({
  browser,
}) => {
  const first = await logIn(browser, { fakeClock: false });
  const second = await logIn(browser, { fakeClock: true });
  const secondReads = countReads(second);
  await second.goto(`${WEB()}/main/friends?settings=general`);
  const theirs = second.getByRole('checkbox', { name: 'Hide sensitive media' });
  await expect(theirs).toBeChecked();
  // The session's own read and the sync's first one: from here on it reads every minute.
  await expect.poll(secondReads).toBeGreaterThanOrEqual(2);

  await first.goto(`${WEB()}/main/friends?settings=general`);
  const mine = first.getByRole('checkbox', { name: 'Hide sensitive media' });
  await expect(mine).toBeChecked();
  const sent = uploaded(first);
  await mine.uncheck();
  await sent;

  // Not there yet; a minute later it is.
  await expect(theirs).toBeChecked();
  await second.clock.fastForward(SYNC_PERIOD_MS);
  await expect(theirs).not.toBeChecked();

  // And back the other way (which also leaves carol's default for the other specs).
  const back = uploaded(second);
  await theirs.check();
  await back;
  await first.reload();
  await expect(first.getByRole('checkbox', { name: 'Hide sensitive media' })).toBeChecked();
});
