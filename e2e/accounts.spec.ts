import { expect, test } from '@playwright/test';
import { logIn } from './login';

/** Issue 12: two accounts in one page, switched from the account menu. */

test('the account menu adds a second account and switches between them at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'alice');
  const menu = page.getByTestId('account-menu-button');
  await expect(menu).toHaveText(/^@alice@/);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Add an account' }).click();
  await expect(page).toHaveURL(/\/login\?add=1$/);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('bob');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(menu).toHaveText(/^@bob@.* \+1$/);

  await menu.click();
  const rows = page.getByTestId('account-menu-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('(current)');

  // Switching back and forth: each switch shows the other account's name (median of 10).
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const to = i % 2 === 0 ? 'alice' : 'bob';
    if (!(await page.getByRole('menu').isVisible())) await menu.click();
    const start = Date.now();
    await page.getByRole('menuitemradio', { name: new RegExp(`^@${to}@`) }).click();
    await expect(menu).toHaveText(new RegExp(`^@${to}@`));
    times.push(Date.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`web account switch: median ${times[5]} ms (of 10: ${times.join(', ')})`);

  // Log bob out from the menu: alice stays, alone.
  await menu.click();
  await page.getByRole('menuitem', { name: /Log out @bob@/ }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(menu).toHaveText(/^@alice@[^+]*$/);
});
