import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';
import { logInAs } from './login';

/** Issue 13: announcements for a manager (alice, the sandbox's admin) and a member (carol). */

// Two people signed in, each in a browser context of their own.
test.slow();

/** The total in the page title's parentheses (0 when there are none). */
async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d+)\)/.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

test('a manager posts, edits and deletes; a member reads it and marks it read, and the title total drops', async ({
  browser,
}) => {
  const text = `Fire drill at noon ${Date.now()}`;
  const alice = await logInAs(browser, 'alice');
  await alice.getByRole('link', { name: 'Announcements' }).first().click();
  await expect(alice).toHaveURL(/\/announcements$/);
  const main = alice.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await main.getByLabel('Type your announcement content here...').fill(text);
  await main.getByRole('button', { name: 'Post' }).click();
  const posted = main.locator('.announcement', { hasText: text });
  await expect(posted).toBeVisible();
  await expect(main.getByLabel('Type your announcement content here...')).toHaveValue('');

  const carol = await logInAs(browser, 'carol');
  // Fetched at start-up: the title total includes it before the page is opened.
  await expect.poll(() => titleCount(carol)).toBeGreaterThan(0);
  await carol.goto(`${WEB()}/announcements`);
  const seen = carol.getByRole('main').locator('.announcement', { hasText: text });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const before = await titleCount(carol);
  await seen.getByRole('button', { name: 'Mark as read' }).click();
  await expect(seen.getByRole('button', { name: 'Read' })).toBeDisabled();
  await expect.poll(() => titleCount(carol)).toBe(before - 1);

  await posted.getByRole('button', { name: 'Edit' }).click();
  await posted.getByLabel('Type your announcement content here...').fill(`${text} (moved to 1 pm)`);
  await posted.getByRole('button', { name: 'Submit' }).click();
  await expect(main.locator('.announcement', { hasText: 'moved to 1 pm' })).toBeVisible();

  await main
    .locator('.announcement', { hasText: 'moved to 1 pm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await alice.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(main.locator('.announcement', { hasText: text })).toHaveCount(0);
});

test('managers see an ended announcement flagged inactive, with mark-as-read disabled; members do not see it', async ({
  browser,
}) => {
  const alice = await logInAs(browser, 'alice');
  await alice.goto(`${WEB()}/announcements`);
  const ended = alice
    .getByRole('main')
    .locator('.announcement', { hasText: 'Maintenance window last week' });
  await expect(ended).toContainText('This announcement is inactive');
  await expect(ended.getByRole('button', { name: 'Mark as read' })).toBeDisabled();

  const carol = await logInAs(browser, 'carol');
  await carol.goto(`${WEB()}/announcements`);
  await expect(carol.getByRole('main').locator('.announcement').first()).toBeVisible();
  await expect(
    carol.getByRole('main').locator('.announcement', { hasText: 'Maintenance window' }),
  ).toHaveCount(0);
});

test("a refused post shows the server's error text with a Close button; what was typed stays", async ({
  browser,
}) => {
  const text = `Picnic moved indoors ${Date.now()}`;
  const refused = await fetch(`${SANDBOX()}/__sandbox/faults`, {
    method: 'POST',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'POST',
      path: '/api/v1/pleroma/admin/announcements',
      status: 422,
      body: JSON.stringify({ error: 'Announcement content is too long' }),
      times: 1,
    }),
  });
  expect(refused.ok).toBe(true);
  const alice = await logInAs(browser, 'alice');
  await alice.goto(`${WEB()}/announcements`);
  const main = alice.getByRole('main');
  const field = main.getByLabel('Type your announcement content here...');
  await field.fill(text);
  await main.getByRole('button', { name: 'Post' }).click();
  const error = main.getByRole('alert').filter({ hasText: 'Announcement content is too long' });
  await expect(error).toHaveText('Error: Announcement content is too long Close');
  await expect(main.locator('.announcement', { hasText: text })).toHaveCount(0);
  await expect(field).toHaveValue(text);

  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toHaveCount(0);
  // The next try goes through.
  await main.getByRole('button', { name: 'Post' }).click();
  await expect(main.locator('.announcement', { hasText: text })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});
