import { expect, test } from '@playwright/test';
import { HOOKS, requireEnv, SANDBOX, WEB } from './env';

/**
 * Never lose a word (issue 11): text typed into the web post form while a post is on its way
 * stays after the form clears on success; only what was sent goes.
 */
test('typing during a slow send keeps the new words after the post succeeds', async ({ page }) => {
  const token = requireEnv('PETREL_ALICE_TOKEN');
  // The slow answer: a real status of alice's, given after 3 s by a sandbox fault.
  const made = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: `Slow answer ${Date.now()}` }),
  });
  expect(made.status).toBe(200);
  const fault = await fetch(`${SANDBOX()}/__sandbox/faults`, {
    method: 'POST',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'POST',
      path: '/api/v1/statuses',
      status: 200,
      body: await made.text(),
      delayMs: 3000,
    }),
  });
  expect(fault.ok).toBe(true);

  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  const textbox = sidebar.getByRole('textbox', { name: 'Post' });
  await textbox.fill('The first post');
  await sidebar.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sidebar.getByRole('button', { name: 'Posting' })).toBeVisible();
  await textbox.press('End');
  await textbox.pressSequentially(' and the next one');
  await expect(sidebar.getByRole('button', { name: 'Post', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(textbox).toHaveValue('and the next one');
});
