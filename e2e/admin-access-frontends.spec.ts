import { expect, test } from '@playwright/test';
import { SANDBOX, WEB } from './env';
import { aliceHeaders, logIn, signedIn } from './staff';

/**
 * Issue 15: the administration entry for moderators (only the tabs their privileges allow),
 * the Access tab's tri-state taking effect for anonymous visitors, and the Front-ends tab's
 * install, each checked on the server.
 */

const ADMIN = () => `${SANDBOX()}/api/v1/pleroma/admin`;

/** The federated timeline as an anonymous visitor asks for it: its HTTP status. */
async function anonymousFederated(): Promise<number> {
  return (await fetch(`${SANDBOX()}/api/v1/timelines/public?limit=1`)).status;
}

async function resetRestrictions(): Promise<void> {
  await fetch(`${SANDBOX()}/api/pleroma/admin/config`, {
    method: 'POST',
    headers: { ...aliceHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({
      configs: [{ group: ':pleroma', key: ':restrict_unauthenticated', delete: true }],
    }),
  });
}

test('a moderator sees the administration entry and only their tabs, no delete; a member none', async ({
  page,
  browser,
}) => {
  await signedIn(page, 'bob');
  const entry = page.getByTestId('admin-button');
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/admin$/);
  const tabs = page.getByRole('tablist', { name: 'Administration' });
  await expect(tabs.getByRole('tab')).toHaveText(['Statuses', 'Moderation log', 'Moderation']);
  await expect(tabs.getByRole('tab', { name: 'Statuses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('lacks the privilege to configure')).toHaveCount(0);
  await page.goto(`${WEB()}/admin/users`);
  const carol = page.getByRole('listitem', { name: 'carol', exact: true });
  await expect(carol.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const member = await browser.newPage();
  await logIn(member, 'grace');
  await expect(member).toHaveURL(/\/main\/friends$/);
  await expect(member.getByTestId('settings-button')).toBeVisible();
  await expect(member.getByTestId('admin-button')).toHaveCount(0);
  await member.close();
});

test('access: force-disallow the federated timeline; anonymous visitors are refused, then back', async ({
  page,
  browser,
}) => {
  expect(await anonymousFederated()).toBe(200);
  try {
    await signedIn(page, 'alice');
    await page.goto(`${WEB()}/admin/access`);
    const federated = page.getByRole('radiogroup', { name: 'Timelines: Federated' });
    await expect(federated.getByLabel('Follow the instance')).toBeChecked();
    await federated.getByLabel('Disallow').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(federated.getByLabel('Disallow')).toBeChecked();
    expect(await anonymousFederated()).toBe(403);
    // The local timeline was left to follow the instance (public): still open.
    expect((await fetch(`${SANDBOX()}/api/v1/timelines/public?local=true&limit=1`)).status).toBe(
      200,
    );

    const visitor = await browser.newPage();
    await visitor.goto(`${WEB()}/main/all`);
    await expect(visitor.getByRole('main').getByRole('alert')).toHaveText(
      'This server requires a login to read it',
    );
    await visitor.close();

    await federated.getByLabel('Allow', { exact: true }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    expect(await anonymousFederated()).toBe(200);
  } finally {
    await resetRestrictions();
  }
});

test('front-ends: install pleroma-fe master; the tab and the server list it', async ({ page }) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/frontends`);
  const row = page.locator('[data-frontend="pleroma-fe"]');
  await expect(row).toContainText('Installed: develop');
  await row.getByRole('button', { name: 'Install pleroma-fe/master' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Installed pleroma-fe/master' }),
  ).toBeVisible();
  await expect(row).toContainText(/Installed: .*master/);
  const res = await fetch(`${ADMIN()}/frontends`, { headers: aliceHeaders() });
  const list = (await res.json()) as { name: string; installed_refs: string[] }[];
  expect(list.find((f) => f.name === 'pleroma-fe')?.installed_refs).toContain('master');
});
