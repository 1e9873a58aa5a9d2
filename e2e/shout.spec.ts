import { expect, test } from '@playwright/test';
import { WEB } from './env';
import { logInAs } from './login';

/** Issue 13: the shoutbox, two people signed in, each in a browser context of their own. */
test.slow();

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

test('the floating shoutbox: send, collapse, unread from another context, kept across routes', async ({
  browser,
}) => {
  const stamp = Date.now();
  const alice = await logInAs(browser, 'alice');
  const floating = alice.locator('section.floating-shout');
  await expect(floating).toBeVisible();
  // It starts collapsed (as Pleroma-FE's): the header opens it.
  const toggle = floating.getByRole('button', { name: 'Shoutbox' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const input = floating.getByLabel('Say something to everyone (Enter sends)');
  await expect(floating.getByRole('button', { name: 'Send' })).toBeEnabled();
  await input.fill(`From the corner ${stamp}`);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(
    floating.locator('.shout-message', { hasText: `From the corner ${stamp}` }),
  ).toBeVisible();

  const bob = await logInAs(browser, 'bob');
  await bob.goto(`${WEB()}/shout-panel`);
  // The board's own screen shows no floating copy of itself.
  await expect(bob.locator('section.floating-shout')).toHaveCount(0);
  const bobMain = bob.getByRole('main');
  await expect(
    bobMain.locator('.shout-message', { hasText: `From the corner ${stamp}` }),
  ).toBeVisible();

  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveCount(0);
  await expect(floating.getByText('New messages')).toHaveCount(0);

  const bobInput = bobMain.getByLabel('Say something to everyone (Enter sends)');
  await bobInput.fill(`Seen from afar ${stamp}`);
  await bobInput.press('Enter');
  await expect(bobInput).toHaveValue('');
  await expect(floating.getByText('New messages')).toBeVisible();

  // Another route: the same panel, still collapsed, still marked.
  await alice.getByRole('link', { name: 'Local', exact: true }).first().click();
  await expect(alice).toHaveURL(/\/main\/public$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(floating.getByText('New messages')).toBeVisible();
  await toggle.click();
  await expect(
    floating.locator('.shout-message', { hasText: `Seen from afar ${stamp}` }),
  ).toBeVisible();
  await expect(floating.getByText('New messages')).toHaveCount(0);

  // A narrow window (the mobile layout): no floating panel; the board is its own screen.
  await alice.setViewportSize({ width: 600, height: 800 });
  await expect(floating).toHaveCount(0);
});
