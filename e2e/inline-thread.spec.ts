/**
 * Issue 16, spec part 1 §2 "Conversation: … inline it can be expanded and collapsed": in a
 * timeline, "Show the conversation" under a status opens its thread in place, and "Hide the
 * conversation" folds it away; the thread's own statuses offer no thread of their own.
 * On the web the key is `t` on the selected status (listed in `?`); the terminal's `space` is
 * tests/terminal/app/inline-thread.test.tsx.
 */
import { expect, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

async function post(who: 'BOB' | 'ALICE', status: string, inReplyTo?: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv(`PETREL_${who}_TOKEN`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status, visibility: 'public', in_reply_to_id: inReplyTo }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

test('a status opens its conversation in place and folds it away again', async ({ page }) => {
  const stamp = Date.now();
  const top = await post('BOB', `inline top ${stamp}`);
  const middle = await post('ALICE', `inline middle ${stamp}`, top);
  await post('BOB', `inline answer ${stamp}`, middle);

  await page.goto(`${WEB()}/main/public`);
  const row = page.locator(`main article.status[data-entry-id="${middle}"]`);
  await expect(row).toContainText(`inline middle ${stamp}`);
  const show = row.getByRole('button', { name: 'Show the conversation' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();

  const thread = row.getByRole('region', { name: 'The conversation of this post' });
  await expect(thread).toContainText(`inline top ${stamp}`);
  await expect(thread).toContainText(`inline answer ${stamp}`);
  // The status itself is not repeated inside its own thread; the answer is indented deeper.
  await expect(thread).not.toContainText(`inline middle ${stamp}`);
  const depth = (text: string) =>
    thread.locator('.inline-thread-node', { hasText: text }).getAttribute('data-depth');
  expect(await depth(`inline top ${stamp}`)).toBe('0');
  expect(await depth(`inline answer ${stamp}`)).toBe('2');
  // Statuses inside a thread open no thread of their own.
  await expect(thread.getByRole('button', { name: 'Show the conversation' })).toHaveCount(0);

  const hide = row.getByRole('button', { name: 'Hide the conversation' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await hide.click();
  await expect(thread).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Show the conversation' })).toBeVisible();
  await expect(row).not.toContainText(`inline top ${stamp}`);
});

test("t opens the selected status's conversation in place and folds it again; ? lists it", async ({
  page,
}) => {
  const stamp = Date.now();
  const top = await post('BOB', `keyed top ${stamp}`);
  const answer = await post('ALICE', `keyed answer ${stamp}`, top);

  await page.goto(`${WEB()}/main/public`);
  const row = page.locator(`main article.status[data-entry-id="${answer}"]`);
  await expect(row).toContainText(`keyed answer ${stamp}`);
  await expect(page.locator('body[data-keys="ready"]')).toBeAttached();
  // The newest status is the first: `j` selects it.
  await page.locator('body').press('j');
  await expect(row).toHaveAttribute('data-selected', 'true');

  await page.keyboard.press('t');
  const thread = row.getByRole('region', { name: 'The conversation of this post' });
  await expect(thread).toContainText(`keyed top ${stamp}`);
  await expect(row.getByRole('button', { name: 'Hide the conversation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('t');
  await expect(thread).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Show the conversation' })).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const entry = help.locator('[data-action="timeline.inline_thread"]');
  await expect(entry).toContainText('Show or hide the conversation under the selected post');
  await expect(entry.locator('kbd')).toHaveText('t');
});
