import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';
import { ownStatus } from './own-status';

async function logIn(page: Page, path = '/login'): Promise<void> {
  await page.goto(`${WEB()}${path}`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-card')).toContainText('@alice');
}

test('post with a poll, edit it, and read its edit history', async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  const text = `Lunch poll ${Date.now()}`;
  await sidebar.getByRole('textbox', { name: 'Post' }).fill(text);
  await sidebar.getByRole('button', { name: 'Add poll' }).click();
  const poll = sidebar.getByTestId('poll-form');
  await poll.getByLabel('Option 1').fill('Pizza');
  await poll.getByLabel('Option 2').fill('Soup');
  await poll.getByRole('button', { name: 'Add option' }).click();
  await poll.getByLabel('Option 3').fill('Salad');
  // Only options beyond the first two can be removed.
  await expect(poll.getByRole('button', { name: 'Remove option' })).toHaveCount(1);
  await poll.getByLabel('Poll type').selectOption('multiple');
  await sidebar.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toHaveValue('');

  const status = await ownStatus(page, text);
  await expect(status).toContainText('Salad');

  const dialog = page.getByRole('dialog', { name: 'Edit status' });
  // The list ignores clicks for 1 s after new statuses are shown (spec: misclick block).
  await expect(async () => {
    await status.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass();
  const box = dialog.getByRole('textbox', { name: 'Post' });
  await expect(box).toHaveValue(text);
  await expect(dialog.getByRole('button', { name: 'Add poll' })).toHaveCount(0);
  await box.fill(`${text} (edited)`);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toContainText(`${text} (edited)`);

  await status.getByRole('button', { name: 'Edit history' }).click();
  const history = page.getByRole('dialog', { name: 'Edit history' });
  const versions = history.getByTestId('edit-history').locator('li');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('(edited)');
  await expect(versions.last()).not.toContainText('(edited)');
});

// The home timeline may restore alice's reading position while this runs (other tests move
// it): a scroll the app makes must not hide the button (the reader's own scrolling does:
// tests/web/floating-post-button.test.tsx).
test('?message= fills the post form; the floating button opens the new-post dialog', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`${WEB()}/main/friends?message=${encodeURIComponent('Shared from elsewhere')}`);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toHaveValue('Shared from elsewhere');
  const button = page.getByTestId('floating-post-button');
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog.getByRole('textbox', { name: 'Post' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('post-preview')).toContainText('Empty');
  await dialog.getByRole('textbox', { name: 'Post' }).fill('Rendered by the server');
  await expect(dialog.getByTestId('post-preview')).toContainText('Rendered by the server');
});

test('a new post is scrolled into view when home had restored a reading position further down', async ({
  page,
}) => {
  // Alice last read a status well down her home timeline.
  const auth = {
    authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}`,
    'content-type': 'application/json',
  };
  const home = (await (
    await fetch(`${SANDBOX()}/api/v1/timelines/home?limit=20`, { headers: auth })
  ).json()) as { id: string }[];
  const saved = home[15]?.id;
  expect(saved).toBeTruthy();
  const marked = await fetch(`${SANDBOX()}/api/v1/markers`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ home: { last_read_id: saved } }),
  });
  expect(marked.status).toBe(200);
  await logIn(page);
  // The restore took the page down to the saved status.
  await expect(page.locator(`article[data-entry-id="${saved}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const sidebar = page.getByTestId('sidebar');
  const text = `Back from the hills ${Date.now()}`;
  await sidebar.getByRole('textbox', { name: 'Post' }).fill(text);
  await sidebar.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('main').locator('article', { hasText: text })).toBeInViewport();
});
