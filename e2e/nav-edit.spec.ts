/**
 * Issue 16, navigation editing: /nav-edit pins up to 6 items (spec part 1 §9), refuses the
 * seventh with a sentence, keeps the pins over a reload, and the mobile bar shows them.
 */
import { expect, test } from '@playwright/test';
import { WEB } from './env';

test('nav-edit pins items by keyboard, refuses a seventh, and the mobile bar shows them', async ({
  page,
}) => {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);

  await page.goto(`${WEB()}/nav-edit`);
  const editor = page.getByTestId('nav-edit');
  await expect(editor.getByRole('heading', { name: 'Edit navigation' })).toBeVisible();
  const toggles = editor.locator('button[data-route]');
  expect(await toggles.count()).toBeGreaterThan(6);
  // Keyboard: focus the first toggle and press Space.
  await toggles.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true');
  for (let i = 1; i < 6; i++) await toggles.nth(i).click();
  await expect(editor.getByTestId('nav-edit-count')).toHaveText('6 of 6 pinned');
  await toggles.nth(6).click();
  await expect(toggles.nth(6)).toHaveAttribute('aria-pressed', 'false');
  await expect(editor.getByRole('alert')).toHaveText(
    'At most 6 items can be pinned. Unpin one first.',
  );
  // Unpin the second item: five stay, in order.
  await toggles.nth(1).click();
  await expect(editor.getByTestId('nav-edit-count')).toHaveText('5 of 6 pinned');
  const pinnedRoutes = await editor
    .locator('button[aria-pressed="true"]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-route')));

  await page.setViewportSize({ width: 600, height: 900 });
  await page.reload();
  const bar = page.getByTestId('nav-pins');
  await expect(bar.getByRole('link')).toHaveCount(5);
  expect(pinnedRoutes).toHaveLength(5);
  await expect(bar.getByRole('link').first()).toHaveText('Home');
  await bar.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/main\/friends$/);
});
