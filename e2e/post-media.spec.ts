import { expect, type Page, test } from '@playwright/test';
import { WEB } from './env';
import { ownStatus } from './own-status';

/** The post form's media and emoji tools, as a user drives them (spec part 2 §2, §5). */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
}

test('post with an image and its description; it shows in the timeline', async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Attach files' }).waitFor();
  await sidebar
    .locator('input[type=file]')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const attachment = sidebar.getByTestId('post-attachment');
  await expect(attachment).toContainText('dot.png');
  await attachment.getByRole('textbox', { name: 'Description: dot.png' }).fill('a tiny red dot');
  await sidebar.getByLabel('Mark attachments as sensitive').check();
  const text = `Picture post ${Date.now()}`;
  await sidebar.getByRole('textbox', { name: 'Post' }).fill(text);
  await sidebar.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sidebar.getByRole('textbox', { name: 'Post' })).toHaveValue('');
  await expect(sidebar.getByTestId('post-attachment')).toHaveCount(0);

  const status = await ownStatus(page, text);
  // Sensitive: hidden behind "Show" first; its description is the image's alt text.
  // The list ignores clicks for 1 s after new statuses are shown (spec: misclick block).
  await expect(async () => {
    await status.getByRole('button', { name: /Show/ }).first().click();
    await expect(status.getByRole('img', { name: 'a tiny red dot' })).toBeVisible({
      timeout: 500,
    });
  }).toPass();
});

test('a file over the upload limit is refused before sending', async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Attach files' }).waitFor();
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/media')) uploads.push(r.url());
  });
  await sidebar.locator('input[type=file]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(16_000_001),
  });
  await expect(sidebar.getByTestId('upload-error')).toHaveText(
    /Upload failed\. File too big \[15\.26MiB \/ 15\.26MiB\]/,
  );
  expect(uploads).toEqual([]);
});

test('the emoji picker inserts an emoji; submit is ignored while it is open', async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  const textbox = sidebar.getByRole('textbox', { name: 'Post' });
  await textbox.fill('hello ');
  await sidebar.getByRole('button', { name: 'Emoji' }).click();
  const picker = sidebar.getByRole('dialog', { name: 'Emoji' });
  await picker.getByRole('searchbox', { name: 'Search for an emoji' }).fill('grinning');
  const grinning = picker.getByRole('button', { name: ':grinning:', exact: true });
  await grinning.click();
  await expect(textbox).toHaveValue('hello 😀');
  await textbox.press('Control+Enter');
  await expect(picker).toBeVisible();
  await expect(textbox).toHaveValue('hello 😀');
  // `:`-autocomplete offers the sandbox's custom emoji.
  await sidebar.getByRole('button', { name: 'Emoji' }).click();
  await textbox.focus();
  await textbox.press('End');
  await textbox.pressSequentially(' :blobc');
  const suggestions = sidebar.getByTestId('post-suggestions');
  await expect(suggestions).toContainText(':blobcat:');
  await textbox.press('Enter');
  await expect(textbox).toHaveValue('hello 😀 :blobcat: ');
});

test('in German the picker finds 👍 by "Daumen" and names it in German (issue 14)', async ({
  page,
}) => {
  await logIn(page);
  await page.getByTestId('language-menu').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const sidebar = page.getByTestId('sidebar');
  const textbox = sidebar.locator('textarea').first();
  await textbox.fill('super ');
  await sidebar.getByRole('button', { name: 'Emoji', exact: true }).click();
  const picker = sidebar.getByRole('dialog', { name: 'Emoji' });
  // The groups are named in German.
  await expect(picker.getByRole('heading', { name: 'Smileys & Emotionen' })).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Emoji suchen' }).fill('Daumen hoch');
  const thumbs = picker.getByRole('button', { name: 'Daumen hoch :thumbsup:', exact: true });
  await thumbs.click();
  await expect(textbox).toHaveValue(/^super 👍/);
});

test('in Arabic the picker finds 👍 by "إعجاب" and names it in Arabic, our own names (issue 14)', async ({
  page,
}) => {
  await logIn(page);
  await page.getByTestId('language-menu').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const sidebar = page.getByTestId('sidebar');
  const textbox = sidebar.locator('textarea').first();
  await textbox.fill('رائع ');
  await sidebar.getByRole('button', { name: 'إيموجي', exact: true }).click();
  const picker = sidebar.getByRole('dialog', { name: 'إيموجي' });
  await expect(picker.getByRole('heading', { name: 'الوجوه والمشاعر' })).toBeVisible();
  await picker.getByRole('searchbox', { name: 'البحث عن إيموجي' }).fill('إعجاب');
  const thumbs = picker.getByRole('button', { name: 'إبهام إلى الأعلى :thumbsup:', exact: true });
  await thumbs.click();
  await expect(textbox).toHaveValue(/^رائع 👍/);
});
