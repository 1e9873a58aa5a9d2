/**
 * Issue 16, spec part 2 §2 and §9: hovering an emoji reaction opens the user list popover
 * (who reacted with it, at most 16); the status a conversation page is about shows the avatar
 * list (who favourited or repeated it, at most 15). From the keyboard: Tab reaches a reaction
 * and opens the same list, Tab again enters it, Esc gives focus back; Enter opens it at once.
 * The caps are pinned by
 * tests/core/shell/user-list-popover.test.ts and tests/web/avatar-list.test.tsx.
 */
import { expect, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

async function as(who: 'BOB' | 'ALICE', method: string, path: string, body?: object) {
  const res = await fetch(`${SANDBOX()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${requireEnv(`PETREL_${who}_TOKEN`)}`,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string };
}

/** Bob's new public status, with 🎉 from bob and alice. */
async function reactedStatus(): Promise<string> {
  const { id } = await as('BOB', 'POST', '/api/v1/statuses', {
    status: `reaction lists ${Date.now()}`,
    visibility: 'public',
  });
  const party = encodeURIComponent('🎉');
  await as('BOB', 'PUT', `/api/v1/pleroma/statuses/${id}/reactions/${party}`);
  await as('ALICE', 'PUT', `/api/v1/pleroma/statuses/${id}/reactions/${party}`);
  return id;
}

test('who reacted: the popover on a reaction; who favourited: the avatars on /notice/:id', async ({
  page,
}) => {
  const id = await reactedStatus();
  await as('ALICE', 'POST', `/api/v1/statuses/${id}/favourite`);
  await as('BOB', 'POST', `/api/v1/statuses/${id}/reblog`);

  await page.goto(`${WEB()}/main/public`);
  const row = page.locator(`main article.status[data-status-id="${id}"]`);
  const reaction = row.locator('.emoji-reaction').first();
  await expect(reaction).toContainText('2');
  await reaction.hover();
  const list = page.getByTestId('user-list-popover');
  await expect(list).toBeVisible();
  await expect(list).toContainText('Reacted with 🎉');
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list).toContainText('@alice');
  await expect(list).toContainText('@bob');
  await page.mouse.move(2, 400);
  await expect(list).toHaveCount(0);

  await page.goto(`${WEB()}/notice/${id}`);
  const avatars = page.getByRole('list', { name: 'Favourited and repeated by' });
  await expect(avatars.getByRole('link')).toHaveCount(2);
  await expect(avatars.getByRole('link').first()).toHaveAttribute('href', '/users/alice');
  await avatars.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/users\/bob$/);
});

test('who reacted, from the keyboard: Tab to a reaction opens the list, Tab enters it', async ({
  page,
}) => {
  const id = await reactedStatus();
  await page.goto(`${WEB()}/main/public`);
  const row = page.locator(`main article.status[data-status-id="${id}"]`);
  const reaction = row.getByRole('button', { name: /🎉\s*2/ });
  await expect(reaction).toBeVisible();
  // Reached with Tab like any control (from the one before it, whatever that is).
  await reaction.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(reaction).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reaction).toBeFocused();
  await expect(reaction).toHaveAttribute('aria-haspopup', 'dialog');

  const list = page.getByTestId('user-list-popover');
  await expect(list).toContainText('Reacted with 🎉');
  await expect(list.getByRole('link')).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(reaction).toBeFocused();

  // Enter on the focused reaction opens the list at once.
  await page.keyboard.press('Enter');
  await expect(list).toContainText('@alice');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/(alice|bob)$/);
});
