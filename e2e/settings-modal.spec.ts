/**
 * Issue 14: the settings modal's flows a user notices (spec part 2 §2 security and data tabs,
 * §4 settings backup files, §7 account settings). Each flow signs in as a user no other
 * spec signs in as after this file (ticker, grace), and puts back what it changed.
 */
import { expect, type Page, test } from '@playwright/test';
import { discPng } from '../src/sandbox/png';
import { totpCode } from '../src/sandbox/totp';
import { HOOKS, SANDBOX, WEB } from './env';
import { logIn, logInAs } from './login';

test.slow();

/** The modal opened on a tab (`?settings=tab`), its panel shown. */
async function openSettings(page: Page, tab: string) {
  await page.goto(`${WEB()}/main/friends?settings=${tab}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/__sandbox/tokens/${username}`, { headers: HOOKS() });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A call of the sandbox's API as `username` (to look, or to put things back). */
async function api<T>(username: string, method: string, path: string, form?: object) {
  const res = await fetch(`${SANDBOX()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(username)}`,
      ...(form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? JSON.stringify(form) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

// The settings sync across two browser contexts is e2e/settings-sync.spec.ts.

test('a profile edit (name and avatar) is what another user sees', async ({ browser }) => {
  const grace = await logInAs(browser, 'grace');
  const before = await api<{ display_name: string; avatar: string }>(
    'grace',
    'GET',
    '/api/v1/accounts/verify_credentials',
  );
  try {
    const dialog = await openSettings(grace, 'profile');
    await dialog.getByLabel('Name', { exact: true }).fill('Grace the Gannet');
    await dialog.getByTestId('profile-avatar').setInputFiles({
      name: 'gannet.png',
      mimeType: 'image/png',
      buffer: discPng(200, [20, 90, 160]),
    });
    await dialog.getByTestId('avatar-crop').click();
    await dialog.getByTestId('profile-save').click();
    await expect(dialog.getByText('Profile saved')).toBeVisible();

    const seen = await api<{ display_name: string; avatar: string }>(
      'alice',
      'GET',
      '/api/v1/accounts/lookup?acct=grace',
    );
    expect(seen.display_name).toBe('Grace the Gannet');
    const alice = await logInAs(browser, 'alice');
    await alice.goto(`${WEB()}/users/grace`);
    // Her profile as alice sees it: the new name, and the new avatar (its file on the server).
    const profile = alice.getByRole('main');
    await expect(profile.getByText('Grace the Gannet').first()).toBeVisible();
    const avatarPath = new URL(seen.avatar).pathname;
    expect(avatarPath).not.toBe(new URL(before.avatar).pathname);
    await expect(profile.locator(`img[src$="${avatarPath}"]`).first()).toBeVisible();
  } finally {
    await api('grace', 'PATCH', '/api/v1/accounts/update_credentials', {
      display_name: before.display_name,
    });
  }
});

test('a password change, then logging in with the new password (the old one refused)', async ({
  browser,
}) => {
  const ticker = await logInAs(browser, 'ticker');
  const fresh = 'gannets dive at 100 km/h';
  try {
    const dialog = await openSettings(ticker, 'security');
    const form = dialog.getByTestId('security-password');
    await form.getByLabel('Current password').fill('wrong');
    await form.getByLabel('New password', { exact: true }).fill(fresh);
    await form.getByLabel('New password again').fill(fresh);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'There was an issue changing your email/password.',
    );
    await form.getByLabel('Current password').fill('sandbox');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Changed.');

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${WEB()}/login`);
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill('ticker');
    await main.getByLabel('Password').fill('sandbox');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(main.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, 'ticker', fresh);
    await expect(page.getByTestId('user-card')).toContainText('@ticker');
  } finally {
    await api('ticker', 'POST', '/api/pleroma/change_password', {
      password: fresh,
      new_password: 'sandbox',
      new_password_confirmation: 'sandbox',
    }).catch(() => undefined);
  }
});

test('a settings backup of a newer major is refused; another minor restores with a warning', async ({
  page,
}) => {
  await logIn(page, 'grace');
  const dialog = await openSettings(page, 'data');
  const restore = (version: [number, number]) =>
    dialog.getByTestId('settings-import').setInputFiles({
      name: 'settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ _pleroma_settings_version: version, maxThumbnails: 7 })),
    });
  await restore([2, 0]);
  await expect(
    dialog.getByText('This backup comes from a newer version (major 2) and can not be restored.'),
  ).toBeVisible();
  await restore([1, 3]);
  await expect(
    dialog.getByText(
      'Settings restored. This backup comes from another minor version (3); some settings may differ.',
    ),
  ).toBeVisible();
});

test('two-factor setup shows a QR code and backup codes; a TOTP from the key confirms it', async ({
  browser,
}) => {
  const grace = await logInAs(browser, 'grace');
  try {
    const dialog = await openSettings(grace, 'security');
    const mfa = dialog.getByTestId('security-mfa');
    await expect(mfa).toContainText('Two-factor authentication is off.');
    await mfa.getByRole('button', { name: 'Set up' }).click();
    await expect(mfa.getByTestId('mfa-qr').locator('svg')).toBeVisible();
    const key = (await mfa.getByTestId('mfa-key').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await mfa.getByLabel('Code from the app').fill(totpCode(key));
    await mfa.getByLabel('Current password').fill('sandbox');
    await mfa.getByRole('button', { name: 'Confirm' }).click();
    await expect(mfa.getByTestId('mfa-codes').locator('li')).toHaveCount(10);
    await expect(mfa).toContainText('Two-factor authentication is on.');
    const settings = await api<{ settings: { totp: boolean } }>(
      'grace',
      'GET',
      '/api/pleroma/accounts/mfa',
    );
    expect(settings.settings.totp).toBe(true);

    await mfa.getByLabel('Current password').fill('sandbox');
    await mfa.getByRole('button', { name: 'Turn off' }).click();
    await expect(mfa).toContainText('Two-factor authentication is off.');
  } finally {
    await fetch(`${SANDBOX()}/api/pleroma/accounts/mfa/totp`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${await tokenOf('grace')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: 'sandbox' }),
    });
  }
});

test('an alias added by name is listed, and Remove takes it off on the server', async ({
  browser,
}) => {
  const grace = await logInAs(browser, 'grace');
  try {
    const dialog = await openSettings(grace, 'security');
    const aliases = dialog.getByTestId('security-aliases');
    await aliases.getByLabel('Your other account (user@server)').fill('ticker');
    await aliases.getByRole('button', { name: 'Add alias' }).click();
    await expect(aliases).toContainText('ticker@');
    // The sandbox lists aliases by address; removing one sends its name@host.
    await aliases.getByRole('button', { name: 'Remove' }).click();
    await expect(aliases).not.toContainText('ticker@');
    const listed = await api<{ aliases: string[] }>('grace', 'GET', '/api/pleroma/aliases');
    expect(listed.aliases).toEqual([]);
  } finally {
    await fetch(`${SANDBOX()}/api/pleroma/aliases`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${await tokenOf('grace')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ alias: 'ticker' }),
    });
  }
});

test('a moderator hides the staff badge from others (show_role)', async ({ browser }) => {
  const grace = await logInAs(browser, 'grace');
  const badge = grace.getByRole('main').locator('.profile-badges .badge-moderator');
  await grace.goto(`${WEB()}/users/bob`);
  await expect(badge).toHaveText('Moderator');
  const bob = await logInAs(browser, 'bob');
  try {
    const dialog = await openSettings(bob, 'profile');
    const flag = dialog.getByRole('checkbox', { name: 'Show my staff badge' });
    await expect(flag).toBeChecked();
    await flag.uncheck();
    await dialog.getByTestId('profile-save').click();
    await expect(dialog.getByText('Profile saved')).toBeVisible();

    // Others no longer see it; bob's own profile still says what he is.
    await grace.goto(`${WEB()}/users/bob`);
    await expect(grace.getByRole('main').getByText('@bob').first()).toBeVisible();
    await expect(badge).toHaveCount(0);
    await bob.goto(`${WEB()}/users/bob`);
    await expect(bob.getByRole('main').locator('.badge-moderator')).toBeVisible();
  } finally {
    await api('bob', 'PATCH', '/api/v1/accounts/update_credentials', { show_role: true });
  }
});

test('accept chat messages and auto-follow on a move are saved on the server as ticked', async ({
  page,
}) => {
  await logIn(page, 'grace');
  type Own = { pleroma: { accepts_chat_messages: boolean; allow_following_move: boolean } };
  const own = () => api<Own>('grace', 'GET', '/api/v1/accounts/verify_credentials');
  const before = (await own()).pleroma;
  try {
    const dialog = await openSettings(page, 'profile');
    const chats = dialog.getByRole('checkbox', { name: 'Accept chat messages' });
    const move = dialog.getByRole('checkbox', {
      name: 'Follow the accounts I follow when they move',
    });
    await expect(chats).toBeChecked({ checked: before.accepts_chat_messages });
    await chats.setChecked(!before.accepts_chat_messages);
    await move.setChecked(!before.allow_following_move);
    // No Save button: each is on the server once ticked.
    await expect
      .poll(async () => (await own()).pleroma)
      .toEqual(
        expect.objectContaining({
          accepts_chat_messages: !before.accepts_chat_messages,
          allow_following_move: !before.allow_following_move,
        }),
      );
  } finally {
    await api('grace', 'PATCH', '/api/v1/accounts/update_credentials', {
      accepts_chat_messages: before.accepts_chat_messages,
      allow_following_move: before.allow_following_move,
    });
  }
});
