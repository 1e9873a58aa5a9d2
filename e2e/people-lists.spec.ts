import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/** Issue 12: build a list and open its timeline; approve a follow request (a seeded one). */

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

test('build a list: create it, add a member found by search, open its timeline', async ({
  page,
}) => {
  const text = `For the list ${Date.now()}`;
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: text, visibility: 'public' }),
  });
  expect(res.status).toBe(200);
  await logIn(page, 'alice');
  await page.getByRole('navigation').getByRole('link', { name: 'Lists' }).first().click();
  await page.getByRole('link', { name: 'New list' }).click();
  await expect(page).toHaveURL(/\/lists\/new$/);
  const editor = page.getByTestId('list-edit');
  const title = `Harbour ${Date.now()}`;
  await editor.getByLabel('List title').fill(title);
  await editor.getByRole('tab', { name: 'Search for more users' }).click();
  await expect(editor.getByLabel('Limit to people you follow')).toBeChecked();
  await editor.getByLabel('Search for users').fill('bob');
  // The search runs 2000 ms after the last keystroke.
  const bob = editor.locator('li.list-member').filter({ hasText: '@bob' });
  await expect(bob).toBeVisible({ timeout: 6000 });
  await bob.getByRole('button', { name: 'Add to list' }).click();
  await expect(bob.getByRole('button', { name: 'Remove from list' })).toBeVisible();
  await editor.getByRole('tab', { name: 'Manage list members' }).click();
  await expect(editor.locator('li.list-member')).toHaveCount(1);
  await editor.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/lists\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByText(text)).toBeVisible();
  // Other specs count alice's seeded lists: this one goes again.
  const listId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const removed = await fetch(`${SANDBOX()}/api/v1/lists/${listId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}` },
  });
  expect(removed.status).toBe(200);
});

/** Alice's list with bob on it, made through the API. */
async function aliceListWithBob(title: string): Promise<string> {
  const auth = {
    authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${SANDBOX()}/api/v1/lists`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title }),
  });
  const { id } = (await created.json()) as { id: string };
  const bob = await fetch(`${SANDBOX()}/api/v1/accounts/lookup?acct=bob`, { headers: auth });
  const { id: bobId } = (await bob.json()) as { id: string };
  const added = await fetch(`${SANDBOX()}/api/v1/lists/${id}/accounts`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ account_ids: [bobId] }),
  });
  expect(added.status).toBe(200);
  return id;
}

test('edit a list: rename it, remove a member and undo it, then delete the list after yes', async ({
  page,
}) => {
  const title = `Edited ${Date.now()}`;
  const listId = await aliceListWithBob(title);
  await logIn(page, 'alice');
  await page.goto(`${WEB()}/lists/${listId}/edit`);
  const editor = page.getByTestId('list-edit');
  await expect(editor.getByLabel('List title')).toHaveValue(title);
  // Rename: the heading and the lists index say the new title.
  const renamed = `${title} renamed`;
  await editor.getByLabel('List title').fill(renamed);
  await editor.getByRole('button', { name: 'Save title' }).click();
  await expect(editor.getByRole('heading', { name: `Edit list ${renamed}` })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Lists', exact: true }).click();
  await expect(page.locator(`[data-list-id="${listId}"]`)).toContainText(renamed);
  await page.goto(`${WEB()}/lists/${listId}/edit`);
  await expect(editor.getByLabel('List title')).toHaveValue(renamed);
  const member = editor.locator('li.list-member');
  await expect(member).toHaveCount(1);
  await member.getByRole('button', { name: 'Remove from list' }).click();
  await expect(member.getByRole('button', { name: 'Undo' })).toBeVisible();
  await member.getByRole('button', { name: 'Undo' }).click();
  await expect(member.getByRole('button', { name: 'Remove from list' })).toBeVisible();
  await editor.getByTestId('list-delete').click();
  await expect(editor.getByText('Really delete the list?')).toBeVisible();
  await editor.getByTestId('list-delete-yes').click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.locator('.list-index-item').first()).toBeVisible();
  await expect(page.locator(`[data-list-id="${listId}"]`)).toHaveCount(0);
});

test('a locked account sees its follow request counted and approves it', async ({ page }) => {
  await logIn(page, 'carol');
  const nav = page.getByRole('navigation', { name: 'Timelines' });
  const item = nav.getByRole('link', { name: /Follow requests/ });
  await expect(item.getByTestId('follow-requests-badge')).toHaveText(/^1/);
  await item.click();
  await expect(page).toHaveURL(/\/friend-requests$/);
  const card = page.locator('li.follow-request').filter({ hasText: '@grace' });
  await expect(card).toBeVisible();
  await card.getByTestId('follow-request-approve').click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No follow requests')).toBeVisible();
  await expect(item.getByTestId('follow-requests-badge')).toHaveCount(0);
});

test('who to follow: three in the panel, all on the page', async ({ page }) => {
  await logIn(page, 'alice');
  const panel = page.getByTestId('who-to-follow-panel');
  await expect(panel.locator('.account-card')).toHaveCount(3);
  await panel.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/who-to-follow$/);
  await expect(page.getByRole('main').locator('.account-card').first()).toBeVisible();
});
