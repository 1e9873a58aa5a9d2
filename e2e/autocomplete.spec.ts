import { expect, type Page, test } from '@playwright/test';
import { WEB } from './env';

/** The post form's suggestions as a pointer user meets them (spec part 2 §4, §9: 200 ms). */

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
}

test('a click on a suggestion takes it; leaving the field hides them; the picker hides them', async ({
  page,
}) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  // The tools (and the autocomplete) load after the first frame.
  await sidebar.getByRole('button', { name: 'Attach files' }).waitFor();
  const textbox = sidebar.locator('.post-form textarea');
  await textbox.click();
  await textbox.pressSequentially('Hi @bo');
  const suggestions = sidebar.getByTestId('post-suggestions');
  const bob = suggestions.getByRole('button', { name: /@bob\b/ });
  await expect(bob).toBeVisible();
  // A real click: the press takes the focus from the text area first, and the suggestion
  // is still there for the click 200 ms long.
  await bob.click();
  await expect(textbox).toHaveValue(/^Hi @bob(@\S+)? $/);
  await expect(textbox).toBeFocused();
  await expect(suggestions).toHaveCount(0);

  // Typing on where the caret was put.
  await textbox.pressSequentially(':blobc');
  await expect(suggestions).toContainText(':blobcat:');
  // Leaving the field hides them (after the delay), coming back shows them again.
  await page.getByRole('heading', { name: 'Home' }).click();
  await expect(suggestions).toHaveCount(0);
  await textbox.focus();
  await expect(suggestions).toContainText(':blobcat:');
  // The emoji picker's own choice hides them while it is open.
  await sidebar.getByRole('button', { name: 'Emoji' }).click();
  await expect(sidebar.getByRole('dialog', { name: 'Emoji' })).toBeVisible();
  await textbox.focus();
  await textbox.press('End');
  await expect(textbox).toBeFocused();
  await expect(suggestions).toHaveCount(0);
});
