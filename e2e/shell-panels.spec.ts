/**
 * Issue 16, the instance's own documents: the instance-specific panel in the sidebar and on
 * the about page, and the terms of service there, sanitized (the sandbox's panel carries a
 * script and an onerror handler that must not run).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { WEB } from './env';

const PETREL_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

test('instance panel in the sidebar and on /about, terms on /about, sanitized', async ({
  page,
}) => {
  await page.goto(`${WEB()}/main/public`);
  const sidebarPanel = page.getByTestId('sidebar').getByTestId('instance-panel');
  await expect(sidebarPanel).toContainText('Welcome to the Petrel sandbox');
  await expect(sidebarPanel.locator('strong')).toHaveText('Petrel sandbox');
  await expect(sidebarPanel.locator('script')).toHaveCount(0);

  await page.goto(`${WEB()}/about`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('instance-panel')).toContainText('Welcome to the Petrel sandbox');
  await expect(main.getByTestId('terms-of-service')).toContainText('Terms of service');
  await expect(main.getByTestId('terms-of-service')).toContainText('This is a local test server');
  expect(await page.evaluate(() => (window as { __panelScript?: number }).__panelScript)).toBe(
    undefined,
  );
  // Spec part 2 §2 "version display": this front-end's version, the package's.
  await expect(main.getByTestId('app-version')).toHaveText(`Petrel ${PETREL_VERSION}`);
});

test('no sidebar on a phone-sized window: the panel is not drawn', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${WEB()}/main/public`);
  await expect(page.locator('main article.status').first()).toBeVisible();
  await expect(page.getByTestId('instance-panel')).toHaveCount(0);
  await context.close();
});

test('the reader’s setting hides the instance panel in the sidebar and on /about', async ({
  page,
}) => {
  await page.goto(`${WEB()}/main/public?settings=general`);
  const sidebarPanel = page.getByTestId('sidebar').getByTestId('instance-panel');
  await expect(sidebarPanel).toContainText('Welcome to the Petrel sandbox');
  const dialog = page.getByRole('dialog');
  const hide = dialog.getByRole('checkbox', { name: 'Hide the instance-specific panel' });
  await expect(hide).not.toBeChecked();
  await hide.check();
  await expect(sidebarPanel).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Kept: a new visit to the about page has no panel, but its terms.
  await page.goto(`${WEB()}/about`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('terms-of-service')).toContainText('Terms of service');
  await expect(page.getByTestId('instance-panel')).toHaveCount(0);
});
