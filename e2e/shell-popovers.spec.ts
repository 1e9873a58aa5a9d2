/**
 * Issue 16, the shell's popovers: hovering or focusing a status's author opens the user card
 * popover, a reply link the status it answers ("status unavailable" when the reader may not
 * see it), one at a time, reachable with Tab, closed with Esc.
 */
import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

async function postAsBob(body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ visibility: 'public', ...body }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

function statusRow(page: Page, id: string) {
  return page.locator(`main article.status[data-status-id="${id}"]`);
}

test('user popover on hover and focus; Tab reaches it, Esc closes it; one at a time', async ({
  page,
}) => {
  const stamp = Date.now();
  const id = await postAsBob({ status: `popover user ${stamp}` });
  await page.goto(`${WEB()}/main/public`);
  const row = statusRow(page, id);
  await expect(row.getByRole('link', { name: 'Reply', exact: true })).toBeVisible();
  const name = row.locator('.status-header a.status-names');
  const popover = page.getByTestId('user-popover');

  await name.hover();
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('@bob');
  await expect(popover.getByRole('link', { name: 'Open profile' })).toBeVisible();
  // Away from both: it closes.
  await page.mouse.move(2, 400);
  await expect(popover).toHaveCount(0);

  // Keyboard: focus opens it, Tab moves into it, Esc closes and gives focus back.
  await name.focus();
  await expect(popover).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(popover.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(name).toBeFocused();

  // One at a time: the avatar of another status switches the open popover.
  await name.hover();
  await expect(popover).toBeVisible();
  const other = page.locator('main article.status .status-avatar').nth(1);
  await other.hover();
  await expect(page.locator('.popover')).toHaveCount(1);
});

test('a reply link shows the status it answers, or "status unavailable"', async ({ page }) => {
  const stamp = Date.now();
  const parent = await postAsBob({ status: `the parent post ${stamp}` });
  const reply = await postAsBob({ status: `a reply ${stamp}`, in_reply_to_id: parent });
  // A followers-only post a signed-out reader cannot fetch, answered in public.
  const hidden = await postAsBob({ status: `for followers ${stamp}`, visibility: 'private' });
  const toHidden = await postAsBob({ status: `public answer ${stamp}`, in_reply_to_id: hidden });

  await page.goto(`${WEB()}/main/public`);
  // Laid out for good (the action bars arrive just after the first frame).
  await expect(
    statusRow(page, toHidden).getByRole('link', { name: 'Reply', exact: true }),
  ).toBeVisible();
  await expect(
    statusRow(page, reply).getByRole('link', { name: 'Reply', exact: true }),
  ).toBeVisible();
  const popover = page.getByTestId('status-popover');
  // The virtual list may still measure its rows and move one under a resting pointer (Chrome
  // then sends mouseover to what is there now): hover again until the layout has settled.
  await expect(async () => {
    await statusRow(page, reply).locator('a.reply-to-link').hover();
    await expect(popover).toContainText(`the parent post ${stamp}`, { timeout: 2000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  await expect(async () => {
    await statusRow(page, toHidden).locator('a.reply-to-link').hover();
    await expect(popover).toContainText('status unavailable', { timeout: 2000 });
  }).toPass();
});
