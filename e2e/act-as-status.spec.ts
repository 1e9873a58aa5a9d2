import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/**
 * Issues 11/12: "As…" on a status (the terminal's `A`) favourites, repeats, bookmarks or
 * replies to it as another signed-in account, while the account shown stays the same
 * (a reply makes the other account the one shown, with the reply dialog open).
 */

async function logIn(page: Page, user: string, path = '/login'): Promise<void> {
  await page.goto(`${WEB()}${path}`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(user);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

const bearer = (who: 'ALICE' | 'BOB') => ({
  authorization: `Bearer ${requireEnv(`PETREL_${who}_TOKEN`)}`,
  'content-type': 'application/json',
});

/** A status as alice's account sees it on the server. */
async function asAliceSees(id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses/${id}`, { headers: bearer('ALICE') });
  return (await res.json()) as Record<string, unknown>;
}

test('bob shown, alice favourites, repeats, bookmarks and replies to a status from "As…"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const text = `Act on me ${Date.now()}`;
  const posted = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: bearer('BOB'),
    body: JSON.stringify({ status: text, visibility: 'public' }),
  });
  const { id } = (await posted.json()) as { id: string };

  await logIn(page, 'alice');
  const menu = page.getByTestId('account-menu-button');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Add an account' }).click();
  await logIn(page, 'bob', '/login?add=1');
  await expect(menu).toHaveText(/^@bob@.* \+1$/);

  await page.goto(`${WEB()}/notice/${id}`);
  const status = page.getByRole('main').locator(`article[data-status-id="${id}"]`).first();
  await expect(status).toContainText(text);
  const asAlice = async (action: string) => {
    await status.locator('button[title="More actions"]').click();
    await page.getByRole('menuitem', { name: 'As…' }).click();
    const dialog = page.getByRole('dialog', { name: 'As…' });
    const section = dialog.getByRole('region', { name: /^As @alice@/ });
    await section.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  };

  await asAlice('Favourite');
  await expect(page.getByText(/^Favourited as @alice@/)).toBeVisible();
  await expect.poll(async () => (await asAliceSees(id)).favourited).toBe(true);
  // Bob's own button is untouched: he did not favourite it.
  await expect(status.locator('button[title="Favourite"]')).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await asAlice('Repeat');
  await expect(page.getByText(/^Repeated as @alice@/)).toBeVisible();
  await expect.poll(async () => (await asAliceSees(id)).reblogged).toBe(true);

  await asAlice('Bookmark');
  await expect(page.getByText(/^Bookmarked as @alice@/)).toBeVisible();
  await expect.poll(async () => (await asAliceSees(id)).bookmarked).toBe(true);
  await expect(menu).toHaveText(/^@bob@/);

  // A reply: alice becomes the account shown, the reply dialog opens with bob mentioned.
  await asAlice('Reply');
  await expect(menu).toHaveText(/^@alice@/);
  const dialog = page.getByRole('dialog', { name: 'Reply' });
  const box = dialog.getByRole('textbox', { name: 'Post' });
  await expect(box).toHaveValue(/^@bob /);
  const reply = `as alice ${Date.now()}`;
  await box.press('End');
  await box.pressSequentially(reply);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const context = await fetch(`${SANDBOX()}/api/v1/statuses/${id}/context`, {
    headers: bearer('BOB'),
  });
  const { descendants } = (await context.json()) as {
    descendants: Array<{ content: string; account: { acct: string }; in_reply_to_id: string }>;
  };
  const mine = descendants.find((s) => s.content.includes(reply));
  expect(mine?.account.acct).toBe('alice');
  expect(mine?.in_reply_to_id).toBe(id);
});
