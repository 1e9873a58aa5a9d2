import { type Browser, expect, type Page, test } from '@playwright/test';
import { setAskBefore } from './ask-before';
import { WEB } from './env';

/**
 * Issue 12: follow a locked account and approve it from the other side, in two browser
 * contexts (two people): ticker asks carol (locked); carol sees the badge and the request
 * on /friend-requests and approves; ticker's button turns to "Following" without a reload.
 */

async function signedIn(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(user);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  return page;
}

test('ticker follows locked carol; carol approves; ticker now follows', async ({ browser }) => {
  test.setTimeout(120_000);
  const carol = await signedIn(browser, 'carol');
  const ticker = await signedIn(browser, 'ticker');

  // Requests carol already has (grace's is seeded; other specs may have answered it).
  const badge = carol.getByTestId('follow-requests-badge');
  await carol.goto(`${WEB()}/friend-requests`);
  await expect(carol.locator('section.friend-requests')).toBeVisible();
  const loaded = carol.locator('li.follow-request').or(carol.getByText('No follow requests'));
  await expect(loaded.first()).toBeVisible();
  const before = await carol.locator('li.follow-request').count();

  await ticker.goto(`${WEB()}/users/carol`);
  const button = ticker.getByTestId('relationship-tools').getByTestId('follow-button');
  await expect(button).toHaveText('Follow');
  await button.click();
  await expect(button).toHaveText('Request sent');
  await expect(button).toHaveAttribute('data-state', 'requested');
  // Gone if the page reloads.
  await ticker.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });

  // Carol's requests are polled every 10 s: the badge counts ticker's too.
  await expect(badge).toHaveText(new RegExp(`^${before + 1}\\b`), { timeout: 20_000 });
  const row = carol.locator('li.follow-request', { hasText: '@ticker' });
  await expect(row).toBeVisible();
  await row.getByTestId('follow-request-approve').click();
  await expect(row).toHaveCount(0);
  if (before > 0) await expect(badge).toHaveText(new RegExp(`^${before}\\b`));
  else await expect(badge).toHaveCount(0);

  // Ticker's button turns without a reload: the user stream tells of the approval (or,
  // without a stream, the shown request is read again every 10 s).
  await expect(button).toHaveText('Following', { timeout: 15_000 });
  await expect(button).toHaveAttribute('data-state', 'following');
  expect(await ticker.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // Put things back for other specs.
  await button.click();
  await expect(button).toHaveText('Follow');
});

test('carol asks herself before denying (her setting): Cancel keeps the request, Deny ends it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const carol = await signedIn(browser, 'carol');
  const ticker = await signedIn(browser, 'ticker');
  await ticker.goto(`${WEB()}/users/carol`);
  const button = ticker.getByTestId('relationship-tools').getByTestId('follow-button');
  await expect(button).toHaveText('Follow');
  await button.click();
  await expect(button).toHaveText('Request sent');

  // The confirmation before denying is off by default: carol turns it on (settings, general).
  await setAskBefore(carol, 'Denying a follow request', true);
  await carol.goto(`${WEB()}/friend-requests`);
  const row = carol.locator('li.follow-request', { hasText: '@ticker' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByTestId('follow-request-deny').click();
  const dialog = carol.getByRole('dialog', { name: 'Deny follow request' });
  await expect(dialog).toContainText('follow request?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByTestId('follow-request-deny').click();
  await dialog.getByTestId('follow-request-confirm').click();
  await expect(row).toHaveCount(0);

  // Denied: ticker may ask again.
  await ticker.reload();
  await expect(button).toHaveText('Follow');
  // Put things back for other specs.
  await setAskBefore(carol, 'Denying a follow request', false);
});
