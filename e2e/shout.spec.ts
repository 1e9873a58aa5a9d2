import { type Browser, expect, type Page, test } from '@playwright/test';
import { WEB } from './env';

/** Issue 13: the shoutbox, two people signed in, each in a browser context of their own. */
test.slow();

async function logInAs(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  return page;
}

test("two people see each other's shouts live; Enter sends and clears the input", async ({
  browser,
}) => {
  const stamp = Date.now();
  const alice = await logInAs(browser, 'alice');
  await alice.getByRole('link', { name: 'Shoutbox' }).first().click();
  await expect(alice).toHaveURL(/\/shout-panel$/);
  const aliceMain = alice.getByRole('main');
  await expect(aliceMain.getByRole('heading', { name: 'Shoutbox' })).toBeVisible();
  const aliceInput = aliceMain.getByLabel('Say something to everyone (Enter sends)');
  await expect(aliceMain.getByRole('button', { name: 'Send' })).toBeEnabled();

  const bob = await logInAs(browser, 'bob');
  await bob.goto(`${WEB()}/shout-panel`);
  const bobMain = bob.getByRole('main');
  await expect(bobMain.getByRole('button', { name: 'Send' })).toBeEnabled();

  await aliceInput.fill(`Ahoy, everyone ${stamp}`);
  await aliceInput.press('Enter');
  await expect(aliceInput).toHaveValue('');
  const fromAlice = bobMain.locator('.shout-message', { hasText: `Ahoy, everyone ${stamp}` });
  await expect(fromAlice).toBeVisible();
  await expect(fromAlice.locator('.shout-author')).toHaveText('alice');

  const bobInput = bobMain.getByLabel('Say something to everyone (Enter sends)');
  await bobInput.fill(`<b>Hello</b> alice ${stamp}`);
  await bobInput.press('Enter');
  // Text, never HTML.
  await expect(
    aliceMain.locator('.shout-message', { hasText: `<b>Hello</b> alice ${stamp}` }),
  ).toBeVisible();
  await expect(aliceMain.locator('.shout-message b')).toHaveCount(0);

  // A later visitor gets the kept messages on joining.
  const carol = await logInAs(browser, 'carol');
  await carol.goto(`${WEB()}/shout-panel`);
  await expect(
    carol.getByRole('main').locator('.shout-message', { hasText: `Ahoy, everyone ${stamp}` }),
  ).toBeVisible();
});
