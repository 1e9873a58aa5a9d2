import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/** Issue 12: the user card's "as…" items follow a profile as another signed-in account. */

async function logIn(page: Page, user: string, path = '/login'): Promise<void> {
  await page.goto(`${WEB()}${path}`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(user);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

/** Whether alice follows an account, as the server says. */
async function aliceFollows(acct: string): Promise<boolean> {
  const auth = { authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}` };
  const found = await fetch(`${SANDBOX()}/api/v1/accounts/lookup?acct=${acct}`, { headers: auth });
  const { id } = (await found.json()) as { id: string };
  const res = await fetch(`${SANDBOX()}/api/v1/accounts/relationships?id[]=${id}`, {
    headers: auth,
  });
  return ((await res.json()) as Array<{ following: boolean }>)[0]?.following === true;
}

test('bob, on a profile, follows it as alice from the tools menu, then unfollows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'alice');
  const menu = page.getByTestId('account-menu-button');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Add an account' }).click();
  await logIn(page, 'bob', '/login?add=1');
  await expect(menu).toHaveText(/^@bob@.* \+1$/);
  expect(await aliceFollows('ticker')).toBe(false);

  await page.goto(`${WEB()}/users/ticker`);
  const tools = page.getByTestId('relationship-tools');
  // Bob's own button: he follows ticker.
  await expect(tools.getByTestId('follow-button')).toHaveText('Following');
  await tools.getByTestId('relationship-menu').click();
  await page.getByRole('menuitem', { name: /^Follow or unfollow as @alice@/ }).click();
  await expect(page.getByText(/Following @ticker as @alice@/)).toBeVisible();
  expect(await aliceFollows('ticker')).toBe(true);
  // Bob is still the one signed in, and still follows ticker.
  await expect(menu).toHaveText(/^@bob@/);
  await expect(tools.getByTestId('follow-button')).toHaveText('Following');

  await tools.getByTestId('relationship-menu').click();
  await page.getByRole('menuitem', { name: /^Follow or unfollow as @alice@/ }).click();
  await expect(page.getByText(/Unfollowed @ticker as @alice@/)).toBeVisible();
  expect(await aliceFollows('ticker')).toBe(false);
});
