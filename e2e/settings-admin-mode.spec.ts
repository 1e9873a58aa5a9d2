/**
 * Spec part 2 §2 ("Admin mode of the settings modal and the administration link (admins only)
 * reach the admin dashboard"): an admin switches the settings modal to admin mode and changes
 * a config value there; a member has no admin mode.
 */
import { expect, test } from '@playwright/test';
import { SANDBOX, tokenOf, WEB } from './env';
import { logIn } from './login';

const PINNED = ':max_pinned_statuses';

async function configAs(username: string, body?: unknown): Promise<Response> {
  return fetch(`${SANDBOX()}/api/pleroma/admin/config`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${await tokenOf(username)}`,
      'content-type': 'application/json',
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** The instance's pinned-status limit as the server keeps it in its database. */
async function pinnedLimit(): Promise<unknown> {
  const { configs } = (await (await configAs('alice')).json()) as {
    configs: { group: string; key: string; value: { tuple: [string, unknown] }[] }[];
  };
  const instance = configs.find((c) => c.group === ':pleroma' && c.key === ':instance');
  return instance?.value.find((v) => v.tuple[0] === PINNED)?.tuple[1];
}

test.afterEach(async () => {
  await configAs('alice', {
    configs: [{ group: ':pleroma', key: ':instance', delete: true, subkeys: [PINNED] }],
  });
});

test('an admin opens the settings in admin mode and changes a config value', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto(`${WEB()}/main/friends?settings`);
  const modal = page.getByTestId('settings-modal');
  await expect(modal.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await modal.getByTestId('settings-mode').click();
  await expect(modal.getByRole('heading', { name: 'Administration' })).toBeVisible();
  // The dashboard's tabs, in its order; the "no database config" tab is not for this server.
  const tabs = modal.getByRole('tab');
  await expect(tabs).toHaveText([
    'Instance',
    'Limits',
    'Access',
    'Front-ends',
    'Documents',
    'Emoji',
    'Invites',
    'Relays',
    'Statuses',
    'Stats',
    'Moderation log',
    'Moderation',
  ]);
  await modal.getByRole('tab', { name: 'Limits' }).click();
  const panel = modal.getByTestId('admin-modal-limits');
  const field = panel.locator(`[data-path=":pleroma :instance ${PINNED}"]`).getByRole('spinbutton');
  await expect(field).toHaveValue('1');
  await field.fill('4');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(field).toHaveValue('4');
  await expect.poll(pinnedLimit).toBe(4);

  // Back to the user's tabs with the same button.
  await modal.getByTestId('settings-mode').click();
  await expect(modal.getByRole('tab', { name: 'General' })).toBeVisible();
});

test('?settings=limits opens the admin mode on that tab', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto(`${WEB()}/main/friends?settings=limits`);
  const modal = page.getByTestId('settings-modal');
  await expect(modal.getByRole('tab', { name: 'Limits' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'General' })).toHaveCount(0);
});

test('?settings=invites opens the Invites tab of the admin mode, its list and forms', async ({
  page,
}) => {
  await logIn(page, 'alice');
  await page.goto(`${WEB()}/main/friends?settings=invites`);
  const modal = page.getByTestId('settings-modal');
  await expect(modal.getByRole('tab', { name: 'Invites' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = modal.getByTestId('admin-modal-invites');
  await expect(panel.getByRole('button', { name: 'Create invite' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Invites', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send invite' })).toBeVisible();
});

test('a member has no admin mode in the settings', async ({ page }) => {
  await logIn(page, 'grace');
  await page.goto(`${WEB()}/main/friends?settings`);
  const modal = page.getByTestId('settings-modal');
  await expect(modal.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(modal.getByTestId('settings-mode')).toHaveCount(0);
});
