import { expect, test } from '@playwright/test';
import { SANDBOX, WEB } from './env';
import { aliceHeaders, signedIn } from './staff';

/** Issue 15: the dashboard's Invites, Relays and Moderation log tabs (`/admin/TAB`). */

const ADMIN = () => `${SANDBOX()}/api/v1/pleroma/admin`;

interface ServerInvite {
  token: string;
  used: boolean;
  max_use: number | null;
  expires_at: string | null;
}

async function serverInvites(): Promise<ServerInvite[]> {
  const res = await fetch(`${ADMIN()}/users/invites`, { headers: aliceHeaders() });
  return ((await res.json()) as { invites: ServerInvite[] }).invites;
}

async function serverRelays(): Promise<string[]> {
  const res = await fetch(`${ADMIN()}/relay`, { headers: aliceHeaders() });
  return ((await res.json()) as { relays: { actor: string }[] }).relays.map((r) => r.actor);
}

function relayCall(method: 'POST' | 'DELETE', url: string): Promise<Response> {
  return fetch(`${ADMIN()}/relay`, {
    method,
    headers: { ...aliceHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ relay_url: url }),
  });
}

test('invites: a new one with max uses and expiry is listed with its link, then revoked', async ({
  page,
}) => {
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/invites`);
  const form = page.getByRole('form', { name: 'New invite' });
  // A bad maximum is refused before anything is sent.
  await form.getByLabel('Max uses (empty: no limit)').fill('0');
  await form.getByRole('button', { name: 'Create invite' }).click();
  await expect(form.getByRole('alert')).toHaveText('Max uses is a whole number above 0.');
  await form.getByLabel('Max uses (empty: no limit)').fill('3');
  await form.getByLabel('Expires on (empty: never)').fill('2031-02-14');
  await form.getByRole('button', { name: 'Create invite' }).click();
  const link = page.getByRole('status').filter({ hasText: 'Registration link' }).getByRole('link');
  await expect(link).toHaveAttribute('href', /\/registration\/[^/]+$/);
  const token = decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? '');
  await expect(page.getByText(`Invite created: ${token}`)).toBeVisible();
  const made = (await serverInvites()).find((i) => i.token === token);
  expect(made).toMatchObject({ max_use: 3, used: false });
  expect(made?.expires_at).toContain('2031-02-14');

  const item = page.getByRole('listitem', { name: token });
  await expect(item).toContainText('used 0 of 3');
  await expect(item).toContainText('expires Feb 14, 2031');
  await item.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Revoke the invite ${token}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await serverInvites()).find((i) => i.token === token)?.used).toBe(false);
  await item.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`The invite ${token} is revoked.`)).toBeVisible();
  await expect(item).toContainText('used up or revoked');
  await expect(item.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  expect((await serverInvites()).find((i) => i.token === token)?.used).toBe(true);
});

test('relays: follow one by address, see it listed, unfollow it after a confirmation', async ({
  page,
}) => {
  const actor = `https://relay-${Date.now()}.example/actor`;
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/relays`);
  await page.getByLabel('Relay address (https://…/actor)').fill(actor);
  await page.getByRole('button', { name: 'Follow relay' }).click();
  await expect(page.getByText(`Following the relay ${actor}.`)).toBeVisible();
  const item = page.getByRole('listitem', { name: actor });
  await expect(item).toBeVisible();
  await expect(page.getByLabel('Relay address (https://…/actor)')).toHaveValue('');
  expect(await serverRelays()).toContain(actor);

  await item.getByRole('button', { name: 'Unfollow' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Stop following the relay ${actor}?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`No longer following the relay ${actor}.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await serverRelays()).not.toContain(actor);
});

test('moderation log: newest first, searched, a page at a time', async ({ page }) => {
  // 52 relay follows by alice, under one mark: more than one page of 50 entries.
  const mark = `logmark${Date.now()}`;
  const urls = Array.from({ length: 52 }, (_, n) => `https://${mark}-${n}.example/actor`);
  for (const url of urls) expect((await relayCall('POST', url)).ok).toBe(true);
  try {
    await signedIn(page, 'alice');
    await page.goto(`${WEB()}/admin/log`);
    const entries = page.locator('.admin-log-list > li');
    await expect(entries.first()).toContainText(`followed relay: ${urls[51]}`);
    await page.getByRole('searchbox', { name: 'Search the log' }).fill(mark);
    await page.getByRole('searchbox', { name: 'Search the log' }).press('Enter');
    const pager = page.getByRole('navigation', { name: 'Moderation log' });
    await expect(pager).toContainText('Page 1 of 2 (entries: 52)');
    await expect(entries).toHaveCount(50);
    await expect(entries.first()).toContainText(`@alice followed relay: ${urls[51]}`);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText('Page 2 of 2 (entries: 52)');
    await expect(entries).toHaveCount(2);
    await expect(entries.last()).toContainText(`followed relay: ${urls[0]}`);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(pager).toContainText('Page 1 of 2 (entries: 52)');
  } finally {
    for (const url of urls) await relayCall('DELETE', url);
  }
});

test('a moderator sees only the desk tabs of their privileges; a member is refused', async ({
  page,
  browser,
}) => {
  // bob may read the log and moderate, but not configure, invite or follow relays.
  const url = `https://modseen-${Date.now()}.example/actor`;
  expect((await relayCall('POST', url)).ok).toBe(true);
  await relayCall('DELETE', url);
  await signedIn(page, 'bob');
  await page.goto(`${WEB()}/admin/log`);
  await expect(page.getByRole('tab')).toHaveText(['Moderation log', 'Moderation']);
  await expect(page.getByRole('tab', { name: 'Moderation log' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('.admin-log-list > li').first()).toContainText(
    `@alice unfollowed relay: ${url}`,
  );
  await expect(page.getByText('Your account lacks the privilege to configure')).toHaveCount(0);

  const member = await browser.newPage();
  await signedIn(member, 'grace');
  await member.goto(`${WEB()}/admin/log`);
  await expect(
    member.getByText('Your account lacks the privilege to configure the instance (admins only).'),
  ).toBeVisible();
  await expect(member.getByRole('tab')).toHaveCount(0);
  await member.close();
});
