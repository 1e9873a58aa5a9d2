/**
 * Issue 15, the admin dashboard (spec part 2 §2 tabs, §3 admin config state): an admin
 * changes the text limit and the post form's counter and the server follow it; the "no
 * database config" tab on a server without it; a member sees no administration button.
 */
import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-card')).toContainText(`@${username}`);
}

async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/__sandbox/tokens/${username}`, { headers: HOOKS() });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Back to the file's limit, whatever the test left (the sandbox is shared by the specs). */
async function resetLimit(): Promise<void> {
  await fetch(`${SANDBOX()}/api/pleroma/admin/config`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await tokenOf('alice')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      configs: [{ group: ':pleroma', key: ':instance', delete: true, subkeys: [':limit'] }],
    }),
  });
}

test.afterEach(async () => {
  await resetLimit();
  await fetch(`${SANDBOX()}/__sandbox/quirks`, { method: 'DELETE', headers: HOOKS() });
});

test('an admin changes the text limit; the post form and the server follow it', async ({
  page,
}) => {
  await logIn(page, 'alice');
  await page.getByTestId('admin-button').click();
  await expect(page).toHaveURL(/\/admin$/);
  const tabs = page.getByRole('tablist', { name: 'Administration' });
  const instance = tabs.getByRole('tab', { name: 'Instance' });
  await expect(instance).toHaveAttribute('aria-selected', 'true');
  // Keyboard: the arrow moves to the next tab.
  await instance.focus();
  await page.keyboard.press('ArrowRight');
  const limits = tabs.getByRole('tab', { name: 'Limits' });
  await expect(limits).toHaveAttribute('aria-selected', 'true');
  await expect(limits).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/limits$/);

  const panel = page.getByRole('tabpanel');
  const limit = panel.getByLabel('Limit', { exact: true });
  await expect(limit).toHaveValue('5000');
  await expect(
    panel.getByText('Posts character limit (CW/Subject included in the counter)'),
  ).toBeVisible();
  await limit.fill('42');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  // Saved in the database: marked, with its reset.
  const setting = panel.locator('[data-path=":pleroma :instance :limit"]');
  await expect(setting.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(limit).toHaveValue('42');

  // The post form counts against the new limit and refuses a longer post.
  const sidebar = page.getByTestId('sidebar');
  const box = sidebar.getByRole('textbox', { name: 'Post' });
  await box.fill('x'.repeat(40));
  await expect(sidebar.getByTestId('char-counter')).toHaveText('2');
  await box.fill('x'.repeat(43));
  await expect(sidebar.getByTestId('char-counter')).toHaveText('-1');
  await expect(sidebar.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  // The server refuses it too.
  const refused = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await tokenOf('alice')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: 'x'.repeat(43) }),
  });
  expect(refused.status).toBe(422);

  // Reset: back to the file's value, and the form follows again.
  await setting.getByRole('button', { name: 'Reset' }).click();
  await expect(limit).toHaveValue('5000');
  await expect(setting.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await expect(sidebar.getByTestId('char-counter')).toHaveText('4957');
  await box.fill('');
});

test('a server without database config shows the "no database config" tab', async ({ page }) => {
  await fetch(`${SANDBOX()}/__sandbox/quirks`, {
    method: 'POST',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: JSON.stringify({ quirks: ['no-db-config'] }),
  });
  await logIn(page, 'alice');
  await page.goto(`${WEB()}/admin`);
  const tabs = page.getByRole('tablist', { name: 'Administration' });
  await expect(tabs.getByRole('tab', { name: 'No database config' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('configurable_from_database is off');
  await expect(tabs.getByRole('tab', { name: 'Limits' })).toHaveCount(0);
  // Front-ends do not need it.
  await tabs.getByRole('tab', { name: 'Front-ends' }).click();
  await expect(page.getByRole('tabpanel').locator('[data-frontend="pleroma-fe"]')).toContainText(
    'Installed: develop',
  );
});

test('a member sees no administration button, and /admin says why', async ({ page }) => {
  await logIn(page, 'grace');
  await expect(page.getByRole('button', { name: 'Settings' }).first()).toBeVisible();
  await expect(page.getByTestId('admin-button')).toHaveCount(0);
  await page.goto(`${WEB()}/admin`);
  await expect(page.getByRole('alert')).toContainText('lacks the privilege');
  await expect(page.getByRole('tablist', { name: 'Administration' })).toHaveCount(0);
});
