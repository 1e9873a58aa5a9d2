import { expect, type Page, test } from '@playwright/test';
import { appToken, HOOKS, SANDBOX, WEB } from './env';
import { reportState, signedIn } from './staff';

/**
 * Issue 15, the web's remaining moderation: the user card's moderation menu (tag policies
 * among its items), the interactions' Reports tab with the report itself, and the users
 * list's pages and role filter.
 */

async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/__sandbox/tokens/${username}`, { headers: HOOKS() });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function accountOf(acct: string): Promise<{ id: string; pleroma: { tags: string[] } }> {
  const res = await fetch(`${SANDBOX()}/api/v1/accounts/${acct}`);
  return (await res.json()) as { id: string; pleroma: { tags: string[] } };
}

async function openModeration(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Moderation' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('an admin forces a user unlisted from their card, sees the mark, and lifts it', async ({
  page,
}) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/users/dana`);
  // The profile's card (the side column has one's own).
  const card = page.getByRole('main').getByTestId('profile-card');
  // The relationship tools come first (their chunk), the moderation menu with them.
  await expect(card.getByTestId('follow-button')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Moderation' })).toBeVisible();
  await openModeration(page);
  const item = page.getByRole('menuitemcheckbox', { name: 'Force unlisted' });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.click();
  await expect(page.getByText('dana: Force unlisted on.')).toBeVisible();
  const marks = card.getByRole('list', { name: 'Moderation tags' });
  await expect(marks).toContainText('Force unlisted');
  expect((await accountOf('dana')).pleroma.tags).toContain('force-unlisted');

  // The mark is the server's too: it is there after a reload.
  await page.reload();
  await expect(card.getByRole('list', { name: 'Moderation tags' })).toContainText('Force unlisted');
  await openModeration(page);
  const ticked = page.getByRole('menuitemcheckbox', { name: 'Force unlisted' });
  await expect(ticked).toHaveAttribute('aria-checked', 'true');
  await ticked.click();
  await expect(page.getByText('dana: Force unlisted off.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Moderation tags' })).toHaveCount(0);
  expect((await accountOf('dana')).pleroma.tags).not.toContain('force-unlisted');
});

test('an admin deletes only after confirming; roles are offered for local users', async ({
  page,
}) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/users/carol`);
  await openModeration(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Make moderator' })).toBeVisible();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Quarantine' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete carol and all their data? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await accountOf('carol')).id).toBeTruthy();
});

test('a moderator without users_delete sees no delete in the card menu', async ({ page }) => {
  await signedIn(page, 'bob');
  await page.goto(`${WEB()}/users/carol`);
  await openModeration(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Force unlisted' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  // Roles are the admin's.
  await expect(menu.getByRole('menuitem', { name: 'Make moderator' })).toHaveCount(0);
});

test('a member sees no moderation menu on a card', async ({ page }) => {
  await signedIn(page, 'carol');
  await page.goto(`${WEB()}/users/dana`);
  await expect(page.getByTestId('follow-button')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
});

test('a new report reaches the Reports tab of an admin, who resolves it there', async ({
  page,
}) => {
  const ticker = await accountOf('ticker');
  const filed = await fetch(`${SANDBOX()}/api/v1/reports`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await tokenOf('dana')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ account_id: ticker.id, comment: 'Posts every minute.' }),
  });
  const { id } = (await filed.json()) as { id: string };

  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/users/alice/interactions`);
  await page.getByRole('tab', { name: 'Reports' }).click();
  const report = page.locator(`li[data-report-id="${id}"]`);
  await expect(report).toContainText('dana reported ticker');
  await expect(report).toContainText('Posts every minute.');
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText(`Report ${id} is now Resolved.`)).toBeVisible();
  await expect(report).toContainText('Resolved');
  await expect(report.getByRole('button', { name: 'Reopen' })).toBeVisible();
  expect(await reportState(id)).toBe('resolved');
});

test('a member has no Reports tab', async ({ page }) => {
  await signedIn(page, 'carol');
  await page.goto(`${WEB()}/users/carol/interactions`);
  await expect(page.getByRole('tab', { name: 'Mentions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveCount(0);
});

test('the users list goes page by page and filters staff, admins and moderators', async ({
  page,
}) => {
  // More users than one page of 20: ten sign-ups (taken names are simply refused), named
  // to sort last so the other specs' users stay on the first page.
  const app = await appToken();
  for (let n = 1; n <= 10; n++) {
    await fetch(`${SANDBOX()}/api/v1/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${app}` },
      body: JSON.stringify({
        username: `zpager${String(n).padStart(2, '0')}`,
        email: `pager${n}@sandbox.invalid`,
        password: 'sandbox',
        agreement: true,
      }),
    });
  }
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/users`);
  const list = page.locator('section.admin-users ul.admin-list');
  await expect(list.getByRole('listitem', { name: 'alice', exact: true })).toBeVisible();
  await expect(page.getByText(/^Page 1 of [2-9] \(users: \d+\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of [2-9]/)).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'alice', exact: true })).toHaveCount(0);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(list.getByRole('listitem', { name: 'alice', exact: true })).toBeVisible();

  const role = page.getByLabel('Role');
  const names = () =>
    list.locator(':scope > li').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await role.selectOption({ label: 'Staff' });
  await expect(page.getByText('Page 1 of 1 (users: 2)')).toBeVisible();
  expect((await names()).sort()).toEqual(['alice', 'bob']);
  await role.selectOption({ label: 'Admins' });
  await expect(page.getByText('Page 1 of 1 (users: 1)')).toBeVisible();
  expect(await names()).toEqual(['alice']);
  await role.selectOption({ label: 'Moderators' });
  await expect(list.getByRole('listitem', { name: 'bob', exact: true })).toBeVisible();
  expect(await names()).toEqual(['bob']);
});

test('an admin gets a password-reset link for a local user from the card', async ({ page }) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/users/carol`);
  await openModeration(page);
  await page.getByRole('menuitem', { name: 'Password reset link' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Password reset link');
  const field = dialog.getByRole('textbox', { name: 'A link for carol to set a new password:' });
  await expect(field).toHaveValue(new RegExp(`^${SANDBOX()}/api/v1/pleroma/password_reset/.+`));
  // The server made it (its moderation log says so); Close dismisses the dialog.
  const log = await fetch(`${SANDBOX()}/api/v1/pleroma/admin/moderation_log?search=reset`, {
    headers: { authorization: `Bearer ${await tokenOf('alice')}` },
  });
  const { items } = (await log.json()) as { items: { message: string }[] };
  expect(items.some((i) => i.message.includes('password reset link for @carol'))).toBe(true);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});
