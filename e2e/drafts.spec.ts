import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

/**
 * Drafts never get lost on the web: what the post form holds survives a failed send and a
 * reloaded (or closed) tab, and is offered back in the drafts panel.
 */

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-card')).toContainText('@alice');
}

async function failNextPost(status: number): Promise<void> {
  const res = await fetch(`${SANDBOX()}/__sandbox/faults`, {
    method: 'POST',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '/api/v1/statuses', status, body: 'boom' }),
  });
  expect(res.status).toBe(201);
}

test('a send the server refuses keeps the draft; after a reload it is offered back and posts', async ({
  page,
}) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  const text = `Words the server refused ${Date.now()}`;
  await failNextPost(500);
  await sidebar.getByRole('textbox', { name: 'Post' }).fill(text);
  await sidebar.getByRole('textbox', { name: 'Content warning' }).fill('kept');
  await sidebar.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sidebar.getByTestId('post-error')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('user-card')).toContainText('@alice');
  const offer = sidebar.getByRole('status').filter({ hasText: 'unsent draft' });
  await expect(offer).toHaveText(/1 unsent draft was kept/);
  await offer.getByRole('button', { name: 'Show drafts' }).click();
  const panel = page.getByRole('dialog', { name: 'Unsent drafts' });
  await expect(panel).toContainText(text);
  await expect(panel).toContainText('Not sent:');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel).toHaveCount(0);
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toHaveValue(text);
  await expect(sidebar.getByRole('textbox', { name: 'Content warning' })).toHaveValue('kept');
  // The form now writes that draft: it is no longer offered as another one.
  await expect(offer).toHaveCount(0);

  await sidebar.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toHaveValue('');
  // The server has the words. (Not looked for in the home timeline: it restores alice's
  // reading position, which other tests move, and then a new status waits above the reader.)
  await expect
    .poll(async () => {
      const recent = await fetch(`${SANDBOX()}/api/v1/timelines/public?local=true&limit=10`);
      return JSON.stringify(await recent.json());
    })
    .toContain(text);
  await page.reload();
  await expect(page.getByTestId('user-card')).toContainText('@alice');
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('words typed just before the tab reloads are offered back; discard drops them', async ({
  page,
}) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  const text = `Typed and never sent ${Date.now()}`;
  await sidebar.getByRole('textbox', { name: 'Post' }).fill(text);
  // No wait for the typing pause: leaving the page writes the draft.
  await page.reload();
  const offer = sidebar.getByRole('status').filter({ hasText: 'unsent draft' });
  await offer.getByRole('button', { name: 'Show drafts' }).click();
  const panel = page.getByRole('dialog', { name: 'Unsent drafts' });
  await expect(panel).toContainText(text);
  await panel.getByRole('button', { name: 'Discard' }).click();
  await expect(panel).toContainText('No unsent drafts');
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);
});
