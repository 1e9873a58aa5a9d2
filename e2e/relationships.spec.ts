import { expect, type Page, test } from '@playwright/test';
import { setAskBefore } from './ask-before';
import { HOOKS, requireEnv, SANDBOX, WEB } from './env';
import { logIn } from './login';

/** Issue 12: the user card's relationship tools, against the sandbox (alice signed in). */

/** How alice stands with an account, as the server says. */
async function relationship(acct: string): Promise<Record<string, unknown>> {
  const auth = { authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}` };
  const found = await fetch(`${SANDBOX()}/api/v1/accounts/lookup?acct=${acct}`, { headers: auth });
  const { id } = (await found.json()) as { id: string };
  const res = await fetch(`${SANDBOX()}/api/v1/accounts/relationships?id[]=${id}`, {
    headers: auth,
  });
  return ((await res.json()) as Array<Record<string, unknown>>)[0] ?? {};
}

async function openProfile(page: Page, name: string) {
  await page.goto(`${WEB()}/users/${name}`);
  const tools = page.getByTestId('relationship-tools');
  await expect(tools).toBeVisible();
  return tools;
}

test('follow, then unfollow after the confirmation when modalOnUnfollow is on', async ({
  page,
}) => {
  await logIn(page);
  // Through the settings, as a user turns it on: the server-side settings sync would put a
  // value written behind its back (localStorage) back to the server's on the next load.
  await setAskBefore(page, 'Unfollowing', true);
  const tools = await openProfile(page, 'dana');
  const button = tools.getByTestId('follow-button');
  await expect(button).toHaveText('Follow');
  await button.click();
  await expect(button).toHaveText('Following');
  await expect(button).toHaveAttribute('data-state', 'following');
  expect(await relationship('dana')).toMatchObject({ following: true });

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Unfollow' });
  await expect(dialog).toContainText('Do you really want to unfollow @dana?');
  // Cancel keeps the follow.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toHaveText('Following');
  await button.click();
  await page.getByTestId('relationship-confirm').click();
  await expect(button).toHaveText('Follow');
  expect(await relationship('dana')).toMatchObject({ following: false });
  // Back as alice's other tests expect it (the setting is kept on the server now).
  await setAskBefore(page, 'Unfollowing', false);
});

test('a locked account ends as "Request sent"; pressing it again cancels the request', async ({
  page,
}) => {
  await logIn(page);
  const tools = await openProfile(page, 'grace');
  // Grace is not locked; carol is, but alice follows her: use the server's own lock.
  await expect(tools.getByTestId('follow-button')).toHaveText('Follow');
  const lock = await fetch(`${SANDBOX()}/api/v1/accounts/update_credentials`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ locked: true }),
  });
  // The sandbox locks accounts (update_credentials): a refusal is a failure, not a skip.
  expect(lock.status).toBe(200);
  await page.goto(`${WEB()}/users/bob`);
  const bob = page.getByTestId('follow-button');
  // Alice follows bob already: unfollow first (no confirmation by default).
  await expect(bob).toHaveText('Following');
  await bob.click();
  await expect(bob).toHaveText('Follow');
  await bob.click();
  await expect(bob).toHaveText('Request sent');
  expect(await relationship('bob')).toMatchObject({ following: false, requested: true });
  await bob.click();
  await expect(bob).toHaveText('Follow');
  // Put things back for other specs: unlock bob, follow him again.
  await fetch(`${SANDBOX()}/api/v1/accounts/update_credentials`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ locked: false }),
  });
  await bob.click();
  await expect(bob).toHaveText('Following');
});

test('mute with a duration of 2 hours, then unmute from the menu', async ({ page }) => {
  await logIn(page);
  const tools = await openProfile(page, 'ticker');
  await tools.getByTestId('relationship-menu').click();
  await page.getByRole('menuitem', { name: 'Mute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mute user' });
  await expect(dialog).toContainText('Do you really want to mute @ticker?');
  await dialog.getByTestId('mute-amount').fill('-1');
  await expect(dialog.getByRole('alert')).toHaveText('The duration is a number, 0 or more');
  await expect(dialog.getByTestId('mute-confirm')).toBeDisabled();
  await dialog.getByTestId('mute-amount').fill('2');
  await dialog.getByTestId('mute-unit').selectOption('hours');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/v1\/accounts\/[^/]+\/mute$/.test(r.url()),
  );
  await dialog.getByTestId('mute-confirm').click();
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
  expect(body.expires_in).toBe(7200);
  await expect(page.getByTestId('profile-card').locator('.badge-muted')).toBeVisible();
  expect(await relationship('ticker')).toMatchObject({ muting: true });
  await tools.getByTestId('relationship-menu').click();
  await page.getByRole('menuitem', { name: 'Unmute' }).click();
  await expect(page.getByTestId('profile-card').locator('.badge-muted')).toBeHidden();
  expect(await relationship('ticker')).toMatchObject({ muting: false });
});

test('subscribe, hide repeats, then block after the confirmation (modalOnBlock) and unblock', async ({
  page,
}) => {
  await logIn(page);
  const tools = await openProfile(page, 'grace');
  const menu = async (item: string) => {
    await tools.getByTestId('relationship-menu').click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };
  const button = tools.getByTestId('follow-button');
  await button.click();
  await expect(button).toHaveText('Following');

  await menu('Subscribe');
  await expect.poll(async () => (await relationship('grace')).subscribing).toBe(true);
  await tools.getByTestId('relationship-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Hide repeats' }).click();
  await expect.poll(async () => (await relationship('grace')).showing_reblogs).toBe(false);

  // Blocking asks first (on by default).
  await menu('Block');
  const dialog = page.getByRole('dialog', { name: 'Block user' });
  await expect(dialog).toContainText('Do you really want to block @grace?');
  await page.getByTestId('relationship-confirm').click();
  await expect(page.getByTestId('profile-card').locator('.badge-blocked')).toBeVisible();
  expect(await relationship('grace')).toMatchObject({ blocking: true, following: false });
  await menu('Unblock');
  await expect(page.getByTestId('profile-card').locator('.badge-blocked')).toBeHidden();
  expect(await relationship('grace')).toMatchObject({ blocking: false });
  // Leave grace as the other specs expect her.
  if ((await relationship('grace')).subscribing) await menu('Unsubscribe');
  await expect.poll(async () => (await relationship('grace')).subscribing).toBe(false);
});

test('the personal note: edit, cancel, apply (frozen while saving)', async ({ page }) => {
  await logIn(page);
  const tools = await openProfile(page, 'grace');
  const note = tools.getByTestId('user-note');
  await expect(note).toContainText('No note');
  await note.getByRole('button', { name: 'Edit note' }).click();
  await note.getByRole('textbox').fill('Scratch that');
  await note.getByRole('button', { name: 'Cancel' }).click();
  await expect(note).toContainText('No note');
  await note.getByRole('button', { name: 'Edit note' }).click();
  await note.getByRole('textbox').fill('Met at the tea festival');
  // Hold the save so the frozen state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/accounts\/[^/]+\/note$/, async (route) => {
    await held;
    await route.continue();
  });
  await note.getByRole('button', { name: 'Apply' }).click();
  await expect(note).toHaveAttribute('data-state', 'saving');
  await expect(note.getByRole('textbox')).toHaveAttribute('readonly', '');
  await expect(note.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  release();
  await expect(note).toHaveAttribute('data-state', 'view');
  await expect(note).toContainText('Met at the tea festival');
  expect(await relationship('grace')).toMatchObject({ note: 'Met at the tea festival' });
});

test('signed out: remote follow posts the nickname and an empty profile to ostatus', async ({
  page,
}) => {
  await page.goto(`${WEB()}/users/bob`);
  const form = page.getByTestId('remote-follow');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('relationship-tools')).toHaveCount(0);
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/main/ostatus'),
  );
  await form.getByRole('button', { name: 'Remote follow' }).click();
  const request = await posted;
  // Straight to bob's server: its page runs there, away from this origin's tokens.
  expect(new URL(request.url()).origin).toBe(new URL(SANDBOX()).origin);
  expect(new URLSearchParams(request.postData() ?? '')).toEqual(
    new URLSearchParams({ nickname: 'bob', profile: '' }),
  );
  await expect(page.locator('h1')).toHaveText('Remote follow');
  await expect(page.locator('[data-nickname]')).toHaveText(/Follow bob/);
});

test('signed out: statuses link to the remote interaction page instead of actions', async ({
  page,
}) => {
  await page.goto(`${WEB()}/users/bob`);
  const status = page.getByRole('main').locator('article[data-status-id]').first();
  await expect(status).toBeVisible();
  const id = await status.getAttribute('data-status-id');
  const links = status.getByTestId('remote-interaction').locator('a');
  await expect(links).toHaveCount(4);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toBe(`${SANDBOX()}/main/ostatus?status_id=${id}`);
  }
  await expect(status.locator('button[title="Favourite"]')).toHaveCount(0);
});

test('own followers list: remove a follower after the confirmation', async ({ page }) => {
  await logIn(page);
  await page.goto(`${WEB()}/users/alice?tab=followers`);
  const row = page.locator('.account-list li', { has: page.locator('text=@dana') });
  const remove = row.getByTestId('remove-follower');
  await expect(remove).toHaveText('Remove follower');
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove follower' });
  await expect(dialog).toContainText('Do you really want to remove @dana from your followers?');
  await page.getByTestId('relationship-confirm').click();
  await expect(remove).toHaveText('@dana no longer follows you');
  await expect(remove).toBeDisabled();
  expect(await relationship('dana')).toMatchObject({ followed_by: false });
  // Dana follows alice again, as the seed has it, for the other specs.
  const token = await fetch(`${SANDBOX()}/__sandbox/tokens/dana`, { headers: HOOKS() });
  const { access_token: danaToken } = (await token.json()) as { access_token: string };
  const alice = await fetch(`${SANDBOX()}/api/v1/accounts/lookup?acct=alice`);
  const { id } = (await alice.json()) as { id: string };
  await fetch(`${SANDBOX()}/api/v1/accounts/${id}/follow`, {
    method: 'POST',
    headers: { authorization: `Bearer ${danaToken}` },
  });
  expect(await relationship('dana')).toMatchObject({ followed_by: true });
});

test('Mention opens a new post that starts with the account; disabled for a deactivated user', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const tools = await openProfile(page, 'bob');
  await tools.getByTestId('mention-button').click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog.getByRole('textbox', { name: 'Post' })).toHaveValue('@bob ');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Ivan's account is deactivated (sandbox moderation seed): no mention, no mute.
  const ivan = await openProfile(page, 'ivan');
  await expect(ivan.getByTestId('mention-button')).toBeDisabled();
  await ivan.getByTestId('relationship-menu').click();
  await expect(ivan.getByRole('menuitem', { name: 'Mute', exact: true })).toBeDisabled();
});
