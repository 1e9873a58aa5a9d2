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

/** The words of one language the emoji picker test looks for. */
interface PickerWords {
  lang: string;
  typed: string;
  emoji: string;
  group: string;
  search: string;
  query: string;
  name: string;
}

/**
 * Issue 14: in `lang` the picker's groups carry that language's names, 👍 is found by a word
 * of it and named in it beside its shortcode, and a click inserts it.
 */
async function pickerFindsThumbsUp(page: Page, words: PickerWords): Promise<void> {
  await logIn(page);
  await page.getByTestId('language-menu').selectOption(words.lang);
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  const sidebar = page.getByTestId('sidebar');
  const textbox = sidebar.locator('textarea').first();
  await textbox.fill(`${words.typed} `);
  await sidebar.getByRole('button', { name: words.emoji, exact: true }).click();
  const picker = sidebar.getByRole('dialog', { name: words.emoji });
  await expect(picker.getByRole('heading', { name: words.group })).toBeVisible();
  await picker.getByRole('searchbox', { name: words.search }).fill(words.query);
  const thumbs = picker.getByRole('button', { name: `${words.name} :thumbsup:`, exact: true });
  await thumbs.click();
  await expect(textbox).toHaveValue(new RegExp(`^${words.typed} 👍`));
}

test('in German the picker finds 👍 by "Daumen" and names it in German (issue 14)', async ({
  page,
}) => {
  await pickerFindsThumbsUp(page, {
    lang: 'de',
    typed: 'super',
    emoji: 'Emoji',
    group: 'Smileys & Emotionen',
    search: 'Emoji suchen',
    query: 'Daumen hoch',
    name: 'Daumen hoch',
  });
});

test('in Arabic the picker finds 👍 by "اعجاب" (spelt without the hamza of "إعجاب") and names it in Arabic (issue 14)', async ({
  page,
}) => {
  await pickerFindsThumbsUp(page, {
    lang: 'ar',
    typed: 'رائع',
    emoji: 'إيموجي',
    group: 'الوجوه والمشاعر',
    search: 'البحث عن إيموجي',
    // Arabic spelling variants are folded: the keyword is written "إعجاب".
    query: 'اعجاب',
    name: 'إبهام إلى الأعلى',
  });
});
