import { expect, type Locator, type Page, test } from '@playwright/test';
import { HOOKS, requireEnv, SANDBOX, WEB } from './env';

/** Issue 11: the action bar on every status, against the sandbox. */

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

async function postAs(who: 'BOB' | 'ALICE', text: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv(`PETREL_${who}_TOKEN`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: text, visibility: 'public' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** Alice has read her home timeline up to this status: it opens at the top, not below. */
async function aliceReadUpTo(id: string): Promise<void> {
  const res = await fetch(`${SANDBOX()}/api/v1/markers`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ home: { last_read_id: id } }),
  });
  expect(res.status).toBe(200);
}

/**
 * A status, posted before alice logs in (so the first page holds it) and marked read: with
 * an older saved position, home would open scrolled down to it, away from this status.
 */
async function bobsStatus(
  page: Page,
  text: string,
  who: 'BOB' | 'ALICE' = 'BOB',
): Promise<{ id: string; status: Locator }> {
  const id = await postAs(who, text);
  await aliceReadUpTo(id);
  await logIn(page);
  const status = page.getByRole('main').locator(`article[data-status-id="${id}"]`);
  await expect(status).toBeVisible();
  return { id, status };
}

test('favourite flips at once and shows the count; again takes it back', async ({ page }) => {
  const { status } = await bobsStatus(page, `Favourite me ${Date.now()}`);
  const fav = status.locator('button[title="Favourite"]');
  await expect(fav.locator('[data-count="favourites"]')).toHaveText('0');
  await fav.click();
  const unfav = status.locator('button[title="Unfavourite"]');
  await expect(unfav).toHaveAttribute('aria-pressed', 'true');
  await expect(unfav.locator('[data-count="favourites"]')).toHaveText('1');
  await unfav.click();
  await expect(fav.locator('[data-count="favourites"]')).toHaveText('0');
});

test('a failed favourite rolls back with an inline error', async ({ page }) => {
  const { id, status } = await bobsStatus(page, `Favourite fails ${Date.now()}`);
  const fault = await fetch(`${SANDBOX()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...HOOKS() },
    body: JSON.stringify({
      method: 'POST',
      path: `/api/v1/statuses/${id}/favourite`,
      status: 500,
      body: '{"error":"Something broke"}',
    }),
  });
  expect(fault.ok).toBe(true);
  await status.locator('button[title="Favourite"]').click();
  await expect(status.getByRole('alert')).toContainText('Something broke');
  const fav = status.locator('button[title="Favourite"]');
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  await expect(fav.locator('[data-count="favourites"]')).toHaveText('0');
  await status.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
  await expect(status.getByRole('alert')).toHaveCount(0);
});

test('react with an emoji and see the reaction count', async ({ page }) => {
  const { status } = await bobsStatus(page, `React to me ${Date.now()}`);
  await status.locator('button[title="Add reaction"]').click();
  await page.getByRole('dialog').getByRole('button', { name: '🎉' }).click();
  const reaction = status.locator('.emoji-reaction-me');
  await expect(reaction).toContainText('🎉');
  await expect(reaction.locator('.emoji-reaction-count')).toHaveText('1');
});

test('delete an own status after confirming', async ({ page }) => {
  const text = `Delete me ${Date.now()}`;
  const { id, status } = await bobsStatus(page, text, 'ALICE');
  await status.locator('button[title="More actions"]').click();
  await status.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Do you really want to delete this post?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('main').locator('article', { hasText: text })).toHaveCount(0);
  // Spec part 2 §4: deletion marks the status; its row stays as the placeholder, no actions.
  const placeholder = page.getByRole('main').locator(`article[data-status-id="${id}"]`);
  await expect(placeholder).toHaveText('This post was deleted');
  await expect(placeholder.locator('button')).toHaveCount(0);
});
