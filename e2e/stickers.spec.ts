import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

/**
 * The emoji picker's stickers tab (Pleroma-FE's sticker picker, spec part 2 §2 "emoji picker
 * (emoji or stickers)"): the sandbox's packs show by title; a chosen sticker is uploaded as an
 * attachment and shows in the form's media list, then in the posted status. A server without
 * packs has no tab.
 */

async function selectQuirks(quirks: string[]): Promise<void> {
  const res = await fetch(`${SANDBOX()}/__sandbox/quirks`, {
    method: quirks.length > 0 ? 'POST' : 'DELETE',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: quirks.length > 0 ? JSON.stringify({ quirks }) : undefined,
  });
  expect(res.status).toBe(200);
}

test.afterEach(async () => {
  await selectQuirks([]);
});

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
}

test('a sticker chosen in the picker is uploaded as an attachment and posted', async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Emoji' }).click();
  const picker = sidebar.getByRole('dialog', { name: 'Emoji' });
  await picker.getByRole('tab', { name: 'Stickers' }).click();
  const stickers = picker.getByTestId('sticker-picker');
  // Packs sorted by title, as Pleroma-FE does.
  await expect(stickers.locator('h4')).toHaveText(['Harbour', 'Seabirds']);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v[12]\/media$/.test(new URL(r.url()).pathname))
      uploads.push(r.url());
  });
  await stickers.getByRole('button', { name: 'Sticker seabirds/puffin' }).click();
  await expect(picker).toHaveCount(0);
  const attachment = sidebar.getByTestId('post-attachment');
  await expect(attachment).toContainText('puffin.png');
  expect(uploads).toHaveLength(1);

  const text = `Sticker post ${Date.now()}`;
  await sidebar.getByRole('textbox', { name: 'Post' }).fill(text);
  await sidebar.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sidebar.getByTestId('post-attachment')).toHaveCount(0);
  const status = page.getByRole('main').locator('article', { hasText: text });
  await expect(status.locator('img[src*="/media/"]').first()).toBeVisible();
});

test('a server without sticker packs has no stickers tab', async ({ page }) => {
  await selectQuirks(['no-stickers']);
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  const index = page.waitForResponse((r) => r.url().endsWith('/static/stickers.json'));
  await sidebar.getByRole('button', { name: 'Emoji' }).click();
  expect((await index).status()).toBe(404);
  const picker = sidebar.getByRole('dialog', { name: 'Emoji' });
  await expect(picker.getByRole('searchbox', { name: 'Search for an emoji' })).toBeVisible();
  await expect(picker.getByRole('button', { name: ':grinning:', exact: true })).toBeVisible();
  await expect(picker.getByRole('tab')).toHaveCount(0);
});
