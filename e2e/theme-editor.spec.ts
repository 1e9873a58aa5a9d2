/**
 * The theme editor (issue 14, spec part 2 §2 settings tab "theme"): a colour changed shows in
 * the preview and on the page at once, the contrast rating beside it follows (threshold 4.5),
 * a field's reset and the whole reset bring the theme back, the edit survives a reload, and
 * an exported edited theme imports back to the same CSS variables.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { WEB } from './env';

test.use({ colorScheme: 'dark' });

const rootVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const previewVariable = (page: Page, name: string) =>
  page
    .locator('.theme-preview')
    .evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);
const field = (page: Page, slot: string) =>
  page.locator(`.theme-colours li[data-slot="${slot}"] input.theme-field-text`);

test('edit a colour: preview, page, contrast, reset, reload, export and import', async ({
  page,
}) => {
  await page.goto(`${WEB()}/settings/theme`);
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('pleroma-dark');
  const originalPanel = await rootVariable(page, '--panel');
  expect(originalPanel).not.toBe('#2a0a3a');

  await field(page, 'bg').fill('#2a0a3a');
  await expect.poll(() => previewVariable(page, '--panel')).toBe('#2a0a3a');
  await expect.poll(() => rootVariable(page, '--panel')).toBe('#2a0a3a');
  await expect(page.locator('.theme-settings')).toHaveCSS('background-color', 'rgb(42, 10, 58)');
  await expect(page.getByRole('button', { name: 'Reset bg' })).toBeVisible();

  // Text on the panel: a good rating first, then a failing grey, then reset.
  const textOnPanel = page.locator(
    '.theme-colours li[data-slot="text"] .theme-contrast[data-against="panel"]',
  );
  await expect(textOnPanel.locator('.theme-rating')).not.toHaveAttribute('data-rating', 'fail');
  await field(page, 'text').fill('#505050');
  await expect(textOnPanel).toContainText('below 4.5:1');
  await expect(textOnPanel.locator('.theme-rating')).toHaveAttribute('data-rating', 'fail');
  await page.getByRole('button', { name: 'Reset text' }).click();
  await expect(textOnPanel).not.toContainText('below');
  await expect(page.getByRole('button', { name: 'Reset text' })).toHaveCount(0);

  // A colour that cannot be made: said, and the page keeps the last good theme.
  await field(page, 'link').fill('#zz');
  await expect(page.getByRole('alert')).toContainText('The colour link could not be generated.');
  expect(await rootVariable(page, '--panel')).toBe('#2a0a3a');
  await page.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Kept in the settings: after a reload the page and the chooser still have the edit.
  await page.reload();
  await expect.poll(() => rootVariable(page, '--panel')).toBe('#2a0a3a');
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('custom');
  await expect(page.locator('option[value="custom"]')).toHaveText('Edited: pleroma-dark');
  await expect(field(page, 'bg')).toHaveValue('#2a0a3a');

  // Export the edited theme, reset all, import the file: the same variables again.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export theme' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  const snapshot = JSON.parse(text).snapshot as Record<string, string>;
  expect(snapshot['--panel']).toBe('#2a0a3a');

  await page.getByRole('button', { name: 'Reset all' }).click();
  await expect.poll(() => rootVariable(page, '--panel')).toBe(originalPanel);
  await expect(field(page, 'bg')).not.toHaveValue('#2a0a3a');

  await page.locator('.theme-settings input[type="file"]').setInputFiles({
    name: 'edited.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(page.getByRole('status')).toContainText('Theme “pleroma-dark” imported.');
  await expect.poll(() => rootVariable(page, '--panel')).toBe('#2a0a3a');
  // Every variable of the exported theme is on the page again, identical.
  const onPage = await page.evaluate(
    (names) => names.map((n) => document.documentElement.style.getPropertyValue(n)),
    Object.keys(snapshot),
  );
  expect(onPage).toEqual(Object.values(snapshot));
});

test('edit shadows: layers within the limits, on the page, per-slot and per-section resets', async ({
  page,
}) => {
  await page.goto(`${WEB()}/settings/theme`);
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('pleroma-dark');
  const button = page.locator('.theme-shadows li[data-shadow="button"]');
  const layer = (n: number) => button.locator(`li[data-layer="${n}"]`);
  const part = (n: number, name: string) =>
    layer(n).locator(`[data-part="${name}"] input[type="number"]`);
  expect(await rootVariable(page, '--shadow-button')).toBe('none');
  await expect(button).toContainText('No shadow');

  await page.getByRole('button', { name: 'Add a layer to button', exact: true }).click();
  await part(1, 'x').fill('3');
  // As in Pleroma-FE: a typed offset may go past the slider's 20 px; a blur never below 0.
  await part(1, 'y').fill('25');
  await part(1, 'blur').fill('-4');
  await part(1, 'alpha').fill('0.5');
  await layer(1).getByRole('textbox', { name: 'Colour', exact: true }).fill('#ff0000');
  await expect(part(1, 'y')).toHaveValue('25');
  await expect(part(1, 'blur')).toHaveValue('0');
  await expect
    .poll(() => rootVariable(page, '--shadow-button'))
    .toBe('3px 25px 0px 0px rgba(255, 0, 0, 0.5)');
  // The page's buttons wear it.
  await expect(page.getByRole('button', { name: 'Export theme' })).toHaveCSS(
    'box-shadow',
    'rgba(255, 0, 0, 0.5) 3px 25px 0px 0px',
  );

  // A second, inset layer; moved above the first, it is drawn first.
  await page.getByRole('button', { name: 'Add a layer to button', exact: true }).click();
  await layer(2).getByRole('checkbox', { name: 'Inset' }).check();
  await part(2, 'spread').fill('2');
  await button.getByRole('button', { name: 'Move layer 2 up' }).click();
  await expect
    .poll(() => rootVariable(page, '--shadow-button'))
    .toBe('inset 0px 0px 0px 2px #000000, 3px 25px 0px 0px rgba(255, 0, 0, 0.5)');
  await button.getByRole('button', { name: 'Remove layer 1' }).click();
  await expect
    .poll(() => rootVariable(page, '--shadow-button'))
    .toBe('3px 25px 0px 0px rgba(255, 0, 0, 0.5)');

  // The slot's reset brings the default back; the top bar's edit stays until its section's.
  await page.getByRole('button', { name: 'Reset button', exact: true }).click();
  await expect.poll(() => rootVariable(page, '--shadow-button')).toBe('none');
  const topBar = page.locator('.theme-shadows li[data-shadow="topBar"]');
  await topBar.locator('li[data-layer="1"] [data-part="blur"] input[type="number"]').fill('12');
  await expect
    .poll(() => rootVariable(page, '--shadow-top-bar'))
    .toBe('0px 1px 12px 0px rgba(0, 0, 0, 0.5)');
  await page.locator('.theme-values li[data-field="panel"] input').fill('0');
  await expect.poll(() => rootVariable(page, '--radius')).toBe('0px');

  await page.getByRole('button', { name: 'Reset Shadows' }).click();
  await expect
    .poll(() => rootVariable(page, '--shadow-top-bar'))
    .toBe('0px 1px 6px 0px rgba(0, 0, 0, 0.5)');
  expect(await rootVariable(page, '--radius')).toBe('0px');
  await expect(page.getByRole('button', { name: 'Reset Shadows' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Roundness' }).click();
  await expect.poll(() => rootVariable(page, '--radius')).toBe('10px');
});
