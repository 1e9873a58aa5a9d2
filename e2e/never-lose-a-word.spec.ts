import { expect, test } from '@playwright/test';
import { WEB } from './env';

/**
 * Never lose a word (issue 11): text typed into the web post form while a post is on its way
 * stays after the form clears on success; only what was sent goes.
 */
test('typing during a slow send keeps the new words after the post succeeds', async ({ page }) => {
  // The slow answer: the post is held in the browser until the typing is done, so the words
  // are typed while it is on its way however slow the machine is (a fixed server delay raced
  // the typing under load).
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/statuses', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await typed;
    return route.fallback();
  });

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
  await expect(textbox).toHaveValue('The first post and the next one');
  release();
  await expect(sidebar.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
  await expect(textbox).toHaveValue('and the next one');
});
