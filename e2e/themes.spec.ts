/**
 * Themes (issue 14): the browser's light or dark preference picks the default until a theme
 * is chosen; choosing one at /settings/theme recolours the page at once and after a reload
 * (the inline script applies the cached variables, allowed by the page's CSP hash); the
 * server's styles.json themes are offered; contrast failures show beside the colour; a
 * theme exported and imported with a different snapshot asks old or new.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { WEB } from './env';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const variable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

function refusedScripts(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.describe('light preference', () => {
  test.use({ colorScheme: 'light' });
  test('the light default follows the browser until a theme is chosen', async ({ page }) => {
    await page.goto(`${WEB()}/main/all`);
    await expect.poll(() => background(page)).toBe('rgb(238, 240, 243)');
    expect(await variable(page, '--color-scheme')).toBe('light');
  });
});

test.describe('dark preference', () => {
  test.use({ colorScheme: 'dark' });

  test('choosing a theme recolours the page and survives a reload', async ({ page }) => {
    const refused = refusedScripts(page);
    await page.goto(`${WEB()}/settings/theme`);
    await expect.poll(() => background(page)).toBe('rgb(15, 21, 29)');
    const select = page.getByRole('combobox', { name: 'Theme' });
    // forest is a file styles.json links to; paper an inline theme; classic an array.
    await expect(select.locator('option[value="forest"]')).toHaveCount(1);
    await expect(select.locator('option[value="paper"]')).toHaveCount(1);
    await expect(select.locator('option[value="classic"]')).toHaveCount(1);

    await select.selectOption('paper');
    await expect.poll(() => variable(page, '--panel')).toBe('#fbf8f1');
    const paperBackground = await background(page);
    expect(paperBackground).not.toBe('rgb(15, 21, 29)');
    await expect(page.locator('.theme-settings')).toHaveCSS(
      'background-color',
      'rgb(251, 248, 241)',
    );
    await expect(page.locator('.theme-settings')).toHaveCSS('border-radius', '2px');

    await page.reload();
    // Before the app has drawn anything, the inline script has set the variables.
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--panel')),
    ).toBe('#fbf8f1');
    expect(await background(page)).toBe(paperBackground);
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('paper');
    expect(refused).toEqual([]);

    // Back to automatic: the browser's (dark) default again, also after a reload.
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('');
    await expect.poll(() => background(page)).toBe('rgb(15, 21, 29)');
    await page.reload();
    await expect.poll(() => background(page)).toBe('rgb(15, 21, 29)');
  });

  test('contrast failures are shown beside the colour', async ({ page }) => {
    await page.goto(`${WEB()}/settings/theme`);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('pleroma-dark');
    const red = page.locator('.theme-colours li[data-slot="red"]');
    await expect(red).toContainText('Contrast 3.21:1 on panel is below 4.5:1');
    await expect(page.locator('.theme-colours li[data-slot="text"]')).not.toContainText('below');
  });

  test('export, then import a file whose snapshot differs: old or new', async ({ page }) => {
    await page.goto(`${WEB()}/settings/theme`);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('forest');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export theme' }).click();
    const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      themeEngineVersion: number;
      snapshot: Record<string, string>;
    };
    expect(file.themeEngineVersion).toBe(3);
    expect(file.snapshot['--panel']).toBe('#14261b');
    file.snapshot['--panel'] = '#402010';

    await page.locator('.theme-settings input[type="file"]').setInputFiles({
      name: 'forest.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByRole('button', { name: 'Keep the saved (old) version' }).click();
    await expect.poll(() => variable(page, '--panel')).toBe('#402010');
    await expect(page.getByRole('status')).toContainText('Theme “forest” imported.');
    await page.reload();
    await expect.poll(() => variable(page, '--panel')).toBe('#402010');

    await page.locator('.theme-settings input[type="file"]').setInputFiles({
      name: 'junk.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await expect(page.getByRole('alert')).toContainText('This file is not a supported theme.');
  });
});
