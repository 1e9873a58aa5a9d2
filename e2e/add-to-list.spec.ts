import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/** Issues 11/12: "Add to list" in a profile's tools menu adds and removes the member at once. */

const auth = () => ({
  authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}`,
  'content-type': 'application/json',
});

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

/** The ids of the accounts on one of alice's lists, as the server says. */
async function members(listId: string): Promise<string[]> {
  const res = await fetch(`${SANDBOX()}/api/v1/lists/${listId}/accounts`, { headers: auth() });
  return ((await res.json()) as Array<{ id: string }>).map((a) => a.id);
}

test('alice adds ticker to a list from the profile menu, then takes him off again', async ({
  page,
}) => {
  const title = `Shelf ${Date.now()}`;
  const created = await fetch(`${SANDBOX()}/api/v1/lists`, {
    method: 'POST',
    headers: auth(),
    body: JSON.stringify({ title }),
  });
  const { id: listId } = (await created.json()) as { id: string };
  const found = await fetch(`${SANDBOX()}/api/v1/accounts/lookup?acct=ticker`, {
    headers: auth(),
  });
  const { id: tickerId } = (await found.json()) as { id: string };

  try {
    await logIn(page, 'alice');
    await page.goto(`${WEB()}/users/ticker`);
    const tools = page.getByTestId('relationship-tools');
    await tools.getByTestId('relationship-menu').click();
    await page.getByRole('menuitem', { name: 'Add to list' }).click();
    const dialog = page.getByRole('dialog', { name: /Add to list · @ticker/ });
    const box = dialog.getByRole('checkbox', { name: title });
    await expect(box).toBeEnabled();
    await expect(box).not.toBeChecked();

    await box.check();
    await expect(box).toBeChecked();
    await expect.poll(() => members(listId)).toEqual([tickerId]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);

    // Opened again, it reads the membership from the server: ticked.
    await tools.getByTestId('relationship-menu').click();
    await page.getByRole('menuitem', { name: 'Add to list' }).click();
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();
    await box.uncheck();
    await expect(box).not.toBeChecked();
    await expect.poll(() => members(listId)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  } finally {
    await fetch(`${SANDBOX()}/api/v1/lists/${listId}`, { method: 'DELETE', headers: auth() });
  }
});
