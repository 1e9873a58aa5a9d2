// The reader never moves while reading down a timeline (issue 9): not when new statuses are
// shown above, and not when parts of the statuses above arrive late (the action bar's and
// the post links' lazy chunks, held back here as a loaded machine or a slow network would).
import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';
import { wheelDown } from './scroll';
import { streamingOn } from './streaming';

async function logIn(page: Page): Promise<void> {
  await streamingOn(page);
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

async function postAsBob(text: string): Promise<void> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: text, visibility: 'public' }),
  });
  expect(res.status).toBe(200);
}

/** Holds the lazy chunks of a status's action bar and post links until `release()`. */
async function holdStatusChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?:StatusActionBar|post-extras)-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Scrolls down the federated timeline; returns the top of a status the reader sees. */
async function readDown(page: Page): Promise<() => Promise<number>> {
  const main = page.getByRole('main');
  await page.goto(`${WEB()}/main/all`);
  await expect(main.getByText('Up to date')).toBeVisible();
  await expect(main.locator('header.timeline-heading')).toHaveAttribute('data-live', 'true');
  await wheelDown(page, 600);
  await expect(page.locator('html')).toHaveAttribute('data-timeline-at-top', 'false');
  // Some statuses lie between the window's top edge (under the sticky heading) and this one.
  const anchorId = await page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>('main article')];
    return items.find((a) => a.getBoundingClientRect().top > 250)?.dataset.statusId ?? null;
  });
  expect(anchorId).not.toBeNull();
  return () =>
    page.evaluate(
      (id) =>
        document
          .querySelector<HTMLElement>(`main article[data-status-id="${id}"]`)
          ?.getBoundingClientRect().top ?? Number.NaN,
      anchorId,
    );
}

/** Waits until the list has placed every drawn status by its measured height. */
async function laidOut(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll<HTMLElement>('main .timeline-item')]
          .map((element) => ({
            index: Number(element.dataset.index),
            rect: element.getBoundingClientRect(),
          }))
          .sort((a, b) => a.index - b.index);
        return items.every((item, i) => {
          const above = items[i - 1];
          return !above || Math.abs(above.rect.bottom - item.rect.top) < 1;
        });
      }),
    )
    .toBe(true);
}

test('the lazy parts of the statuses above arriving late do not move the reader', async ({
  page,
}) => {
  await logIn(page);
  const release = await holdStatusChunks(page);
  const topOf = await readDown(page);
  const before = await topOf();
  release();
  const main = page.getByRole('main');
  await expect(main.locator('.status-actions').first()).toBeVisible();
  await expect(main.locator('.status-post-actions button').first()).toBeVisible();
  await expect(main.locator('.status-actions-placeholder')).toHaveCount(0);
  await laidOut(page);
  expect(Math.abs((await topOf()) - before)).toBeLessThan(1);
});

test('a new status shown above whose parts arrive after it keeps the reader in place', async ({
  page,
}) => {
  await logIn(page);
  const release = await holdStatusChunks(page);
  const topOf = await readDown(page);
  const before = await topOf();
  await postAsBob(`Shown above the reader ${Date.now()}`);
  const main = page.getByRole('main');
  const showNew = main.getByRole('button', { name: 'Show new (1)' });
  await expect(showNew).toBeVisible();
  await showNew.click();
  await expect(main.getByText('Up to date')).toBeVisible();
  await expect.poll(async () => Math.abs((await topOf()) - before)).toBeLessThan(1);
  release();
  await expect(main.locator('.status-actions-placeholder')).toHaveCount(0);
  await expect(main.locator('.status-post-actions button').first()).toBeVisible();
  await laidOut(page);
  expect(Math.abs((await topOf()) - before)).toBeLessThan(1);
  // Back at the top, the new status is first.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(main.locator('article').first()).toContainText('Shown above the reader');
});
