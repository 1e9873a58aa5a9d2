/**
 * Issue 16, navigation editing: /nav-edit pins up to 6 items (spec part 1 §9), refuses the
 * seventh with a sentence, keeps the pins over a reload, and the mobile bar shows them. The
 * pins and collapseNav are synced settings: a second browser of the account gets them.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { WEB } from './env';
import { logIn, logInAs } from './login';

function uploaded(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes('/update_credentials') && r.request().method() === 'PATCH' && r.ok(),
  );
}

/** Unpins everything and opens the panel again (alice's pins are synced: other specs see them). */
async function resetNav(page: Page): Promise<void> {
  await page.goto(`${WEB()}/nav-edit`);
  const editor = page.getByTestId('nav-edit');
  await expect(editor.getByRole('heading', { name: 'Edit navigation' })).toBeVisible();
  const pressed = editor.locator('button[aria-pressed="true"]');
  while ((await pressed.count()) > 0) await pressed.first().click();
  await editor.getByRole('checkbox', { name: 'Collapse the navigation panel' }).uncheck();
  await expect(editor.getByTestId('nav-edit-count')).toHaveText('0 of 6 pinned');
}

test('nav-edit pins items by keyboard, refuses a seventh, and the mobile bar shows them', async ({
  page,
}) => {
  await logIn(page);
  await resetNav(page);
  const editor = page.getByTestId('nav-edit');
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

  await page.setViewportSize({ width: 1280, height: 900 });
  await resetNav(page);
});

async function desktop(browser: Browser): Promise<Page> {
  const page = await logInAs(browser, 'alice');
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

test('pins and the collapsed navigation follow the account to another browser (server-side settings)', async ({
  browser,
}) => {
  const first = await desktop(browser);
  await resetNav(first);
  const editor = first.getByTestId('nav-edit');
  await editor.locator('button[data-route="lists"]').click();
  await editor.locator('button[data-route="friends"]').click();
  // The desktop navigation panel shows the pins, in pin order.
  const heading = first.getByTestId('nav-panel-pins-bar');
  await expect(heading.getByTestId('nav-panel-pins').getByRole('link')).toHaveText([
    'Lists',
    'Home',
  ]);
  // Collapsing leaves the pins; the list goes.
  const navList = first.getByTestId('sidebar').locator('.nav-list');
  await expect(navList).toBeVisible();
  const sent = uploaded(first);
  await heading.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(navList).toBeHidden();
  await sent;

  // Another browser of alice's, signed in afresh: the same pins, collapsed.
  const second = await desktop(browser);
  const theirs = second.getByTestId('nav-panel-pins-bar');
  await expect(theirs.getByTestId('nav-panel-pins').getByRole('link')).toHaveText([
    'Lists',
    'Home',
  ]);
  await expect(second.getByTestId('sidebar').locator('.nav-list')).toBeHidden();
  const opened = uploaded(second);
  await theirs.getByRole('button', { name: 'Expand navigation' }).click();
  await expect(second.getByTestId('sidebar').locator('.nav-list')).toBeVisible();
  await opened;
  await theirs.getByTestId('nav-panel-pins').getByRole('link', { name: 'Lists' }).click();
  await expect(second).toHaveURL(/\/lists$/);

  // Back in the first browser, a reload reads the server's copy: opened again.
  await first.goto(`${WEB()}/main/friends`);
  await expect(first.getByTestId('sidebar').locator('.nav-list')).toBeVisible();
  await resetNav(first);
  await second.context().close();
  await first.context().close();
});
