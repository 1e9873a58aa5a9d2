import { expect, test } from '@playwright/test';
import { appToken, HOOKS, SANDBOX, WEB } from './env';
import { aliceHeaders, logIn, reportState, signedIn } from './staff';

/** Issue 15: the moderation desk's screens `/admin/reports` and `/admin/users`. */

test('an admin resolves an open report and is told so', async ({ page }) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/reports`);
  const report = page.locator('li.admin-report').first();
  await expect(report).toBeVisible();
  const id = (await report.getAttribute('data-report-id')) ?? '';
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText(`Report ${id} is now Resolved.`)).toBeVisible();
  // The open queue no longer shows it, and the server agrees.
  await expect(page.locator(`li[data-report-id="${id}"]`)).toHaveCount(0);
  expect(await reportState(id)).toBe('resolved');
});

test('a report note: only your own offers a delete, confirmed first; the server drops it', async ({
  page,
  browser,
}) => {
  // bob (a moderator) leaves a note on the newest open report first.
  const bob = await browser.newPage();
  await signedIn(bob, 'bob');
  await bob.goto(`${WEB()}/admin/reports`);
  const bobsReport = bob.locator('li.admin-report').first();
  const id = (await bobsReport.getAttribute('data-report-id')) ?? '';
  await bobsReport.getByLabel('Note').fill('Bob read the thread');
  await bobsReport.getByRole('button', { name: 'Add note' }).click();
  await expect(bobsReport.getByText('Bob read the thread')).toBeVisible();
  await bob.close();

  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/reports`);
  const report = page.locator(`li[data-report-id="${id}"]`);
  const notes = report.locator('.report-notes > li');
  await expect(notes.filter({ hasText: 'Bob read the thread' })).toBeVisible();
  await report.getByLabel('Note').fill('Warned by mail');
  await report.getByRole('button', { name: 'Add note' }).click();
  const mine = notes.filter({ hasText: 'Warned by mail' });
  await expect(mine).toBeVisible();
  // bob's note has no delete; alice's has one.
  await expect(
    notes.filter({ hasText: 'Bob read the thread' }).getByRole('button', { name: 'Delete note' }),
  ).toHaveCount(0);
  await mine.getByRole('button', { name: 'Delete note' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete your note “Warned by mail”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Delete note' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`The note on report ${id} is deleted.`)).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(notes.filter({ hasText: 'Bob read the thread' })).toBeVisible();
  const res = await fetch(`${SANDBOX()}/api/v1/pleroma/admin/reports/${id}`, {
    headers: aliceHeaders(),
  });
  const { notes: kept } = (await res.json()) as { notes: { content: string }[] };
  expect(kept.map((n) => n.content)).toEqual(['Bob read the thread']);
});

test('an admin approves a pending registration, then deactivates them: they cannot log in', async ({
  page,
  browser,
}) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/users`);
  await page.getByLabel('Pending approval').check();
  const pat = page.getByRole('listitem', { name: 'pat', exact: true });
  await expect(pat).toContainText('pending approval');
  await pat.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('pat: Approve done.')).toBeVisible();
  await page.getByLabel('Pending approval').uncheck();

  const approved = page.getByRole('listitem', { name: 'pat', exact: true });
  await approved.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deactivate pat? They will not be able to log in.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('pat: Deactivate done.')).toBeVisible();
  await expect(approved).toContainText('deactivated');

  const other = await browser.newPage();
  await logIn(other, 'pat');
  await expect(other.getByRole('alert')).toContainText('Your account is currently disabled.');
  await expect(other.getByRole('alert')).not.toContainText('An error occurred');
  await expect(other).toHaveURL(/\/login$/);
  await other.close();
});

test('a moderator without users_delete sees no delete; a member sees no desk', async ({ page }) => {
  await signedIn(page, 'bob');
  await page.goto(`${WEB()}/admin/users`);
  const carol = page.getByRole('listitem', { name: 'carol', exact: true });
  await expect(carol.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expect(carol.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('a member sees no moderation actions', async ({ page }) => {
  await signedIn(page, 'carol');
  await page.goto(`${WEB()}/admin/users`);
  await expect(page.getByText('Your account lacks the privilege for this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
});

test("a user's posts and reports: the reports about them, and their posts with report counts", async ({
  page,
}) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/users`);
  const section = page.getByRole('region', { name: 'Posts and reports', exact: true });
  await expect(section).toContainText("Choose a user's “Posts and reports” to see them here.");
  await page.getByRole('searchbox', { name: 'Search users' }).fill('hank');
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const hank = page.getByRole('listitem', { name: 'hank@loud.example', exact: true });
  await hank.getByRole('button', { name: 'Posts and reports' }).click();
  const record = page.getByRole('region', { name: 'Posts and reports of @hank@loud.example' });
  await expect(record).toContainText('Reports about @hank@loud.example: 1');
  await expect(record.locator('.record-reports > li')).toContainText(
    'grace reported hank@loud.example',
  );
  await expect(record.locator('.record-reports > li')).toContainText('Shouting in every thread.');
  await expect(record).toContainText(/Posts by @hank@loud\.example: \d+/);
  const counted = record.locator('.record-posts > li').filter({ hasText: 'reports: 1' });
  await expect(counted).toHaveCount(1);
  await expect(counted).toContainText('Episode 213');
});

test('instance documents: edit the instance panel, see it on the public page, reset it', async ({
  page,
}) => {
  const panel = () => fetch(`${SANDBOX()}/instance/panel.html`).then((r) => r.text());
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/documents`);
  const html = page.getByLabel('HTML of the Instance panel');
  await expect(html).toHaveValue(/Petrel sandbox/);
  await html.fill('<p>Harbour rules: be kind.</p>');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Instance panel saved.')).toBeVisible();
  expect(await panel()).toBe('<p>Harbour rules: be kind.</p>');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Put the shipped Instance panel back? The edits are lost.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Instance panel is back to the shipped one.')).toBeVisible();
  await expect(html).toHaveValue(/Petrel sandbox/);
  expect(await panel()).toContain('Petrel sandbox');
  // The terms of service are the other document.
  await page.getByRole('button', { name: 'Terms of service' }).click();
  await expect(page.getByLabel('HTML of the Terms of service')).toHaveValue(/local test server/);
});

test('emoji: the packs with their counts, and a reload the server takes', async ({ page }) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/emoji`);
  await expect(page.getByRole('listitem', { name: 'blobcat' })).toContainText('blobcat: 2 emoji');
  await expect(page.getByRole('listitem', { name: 'sandbox' })).toContainText('sandbox: 3 emoji');
  await page.getByRole('button', { name: 'Reload emoji' }).click();
  await expect(page.getByText('Emoji reloaded.')).toBeVisible();
});

test('invites: Send invite e-mails one, says so and clears the field', async ({ page }) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/invites`);
  await page.getByLabel('E-mail address').fill('dora@example.com');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite sent to dora@example.com.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('');
});

/** Registers `name` through the API with the sandbox asking for `quirk` at that moment. */
async function registerWith(quirk: string, name: string): Promise<void> {
  const quirks = (body: unknown) =>
    fetch(`${SANDBOX()}/__sandbox/quirks`, {
      method: body ? 'POST' : 'DELETE',
      headers: { ...HOOKS(), 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
  await quirks({ quirks: [quirk] });
  try {
    const res = await fetch(`${SANDBOX()}/api/v1/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await appToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: name,
        email: `${name}@sandbox.invalid`,
        password: 'sandbox',
        agreement: true,
        locale: 'en',
        reason: 'Birdwatching.',
      }),
    });
    expect(res.ok).toBe(true);
  } finally {
    await quirks(null);
  }
}

test('users list: remote and active filters, resend a confirmation, reject a registration', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const unconfirmed = `una${stamp}`;
  const pending = `rita${stamp}`;
  await registerWith('account-activation-required', unconfirmed);
  await registerWith('account-approval-required', pending);
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/users`);
  const users = page.locator('.admin-user');
  const search = page.getByRole('searchbox', { name: 'Search users' });

  // Remote: hank@loud.example and no local account; Local replaces Remote.
  await page.getByLabel('Remote', { exact: true }).check();
  await expect(page.getByRole('listitem', { name: 'hank@loud.example' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'carol', exact: true })).toHaveCount(0);
  await page.getByLabel('Local', { exact: true }).check();
  await expect(page.getByLabel('Remote', { exact: true })).not.toBeChecked();
  await expect(page.getByRole('listitem', { name: 'carol', exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'hank@loud.example' })).toHaveCount(0);
  // Active leaves ivan (deactivated) out.
  await search.fill('ivan');
  await search.press('Enter');
  await expect(page.getByRole('listitem', { name: 'ivan', exact: true })).toBeVisible();
  await page.getByLabel('Active', { exact: true }).check();
  await expect(page.getByRole('listitem', { name: 'ivan', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Deactivated', { exact: true })).not.toBeChecked();
  await page.getByLabel('Active', { exact: true }).uncheck();

  await search.fill(unconfirmed);
  await search.press('Enter');
  const una = page.getByRole('listitem', { name: unconfirmed, exact: true });
  await una.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(page.getByText(`${unconfirmed}: Resend confirmation e-mail done.`)).toBeVisible();
  // A confirmed account is offered none.
  await search.fill('carol');
  await search.press('Enter');
  await expect(users.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toHaveCount(0);

  await search.fill(pending);
  await search.press('Enter');
  const rita = page.getByRole('listitem', { name: pending, exact: true });
  await expect(rita).toContainText('pending approval');
  await rita.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Reject the registration of ${pending}? The account is deleted.`,
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${pending}: Reject done.`)).toBeVisible();
  await expect(rita).toHaveCount(0);
  const left = await fetch(`${SANDBOX()}/api/v1/pleroma/admin/users?query=${pending}`, {
    headers: aliceHeaders(),
  });
  expect(((await left.json()) as { users: unknown[] }).users).toEqual([]);
});
