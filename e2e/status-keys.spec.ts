import { expect, type Locator, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/** Issue 11: the status action keys of the shared keymap on the web's `j`/`k` selection. */

async function api(who: 'BOB' | 'ALICE', path: string, body: unknown): Promise<{ id: string }> {
  const res = await fetch(`${SANDBOX()}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv(`PETREL_${who}_TOKEN`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string };
}

/**
 * A fresh status on top of alice's home, read up to it (home opens at the top), alice
 * logged in and the keyboard layer listening.
 */
async function newestOnHome(
  page: Page,
  who: 'BOB' | 'ALICE',
  text: string,
): Promise<{ id: string; status: Locator }> {
  const { id } = await api(who, '/api/v1/statuses', { status: text, visibility: 'public' });
  await api('ALICE', '/api/v1/markers', { home: { last_read_id: id } });
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  const status = page.getByRole('main').locator(`article[data-entry-id="${id}"]`);
  await expect(status).toBeVisible();
  await expect(page.locator('body[data-keys="ready"]')).toBeAttached();
  // The newest status is the first: `j` selects it.
  await page.locator('body').press('j');
  await expect(status).toHaveAttribute('data-selected', 'true');
  return { id, status };
}

test('j then f favourites the selected status and the count changes; f again undoes it', async ({
  page,
}) => {
  const { status } = await newestOnHome(page, 'BOB', `Keys favourite ${Date.now()}`);
  const fav = status.locator('button[title="Favourite"], button[title="Unfavourite"]');
  await expect(fav.locator('[data-count="favourites"]')).toHaveText('0');
  await page.keyboard.press('f');
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  await expect(fav.locator('[data-count="favourites"]')).toHaveText('1');
  await expect(page.getByText('Favourited', { exact: true })).toBeVisible();
  await page.keyboard.press('f');
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  await expect(fav.locator('[data-count="favourites"]')).toHaveText('0');

  // B bookmarks (the bar does not show it: the notice does, and the menu then offers removal).
  await page.keyboard.press('Shift+B');
  await expect(page.getByText('Bookmarked', { exact: true })).toBeVisible();
  await status.locator('button[title="More actions"]').click();
  await expect(status.getByRole('menuitem', { name: 'Remove bookmark' })).toBeVisible();
  await page.keyboard.press('Escape');

  // b repeats (the confirm-repeat setting is off by default, so it does not ask).
  await page.locator('body').press('b');
  await expect(status.locator('[data-count="repeats"]')).toHaveText('1');
  await expect(page.getByText('Repeated', { exact: true })).toBeVisible();
});

test('D asks, then deletes the selected own status (its placeholder stays); p on it says why not', async ({
  page,
}) => {
  const text = `Keys delete ${Date.now()}`;
  const { status } = await newestOnHome(page, 'ALICE', text);
  await page.keyboard.press('Shift+D');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Do you really want to delete this post?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toContainText(text);

  await page.locator('body').press('Shift+D');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(status).toHaveText('This post was deleted');
  await page.keyboard.press('p');
  await expect(page.getByRole('status').filter({ hasText: 'This post was deleted' })).toHaveCount(
    1,
  );
});

test('the ? help lists the status action keys', async ({ page }) => {
  await newestOnHome(page, 'BOB', `Keys help ${Date.now()}`);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.locator('[data-action="status.favourite"]')).toContainText(
    'Favourite or unfavourite the status',
  );
  await expect(help.locator('[data-action="status.favourite"] kbd')).toHaveText('f');
  await expect(help.locator('[data-action="status.delete"] kbd')).toHaveText('D');
  await expect(help.locator('[data-action="status.quote"] kbd')).toHaveText('"');
});
