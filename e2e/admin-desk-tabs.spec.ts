import { expect, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';
import { aliceHeaders, signedIn } from './staff';

/** Issue 15: the dashboard's Invites, Relays, Statuses, Stats and Moderation log tabs (`/admin/TAB`). */

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

async function post(status: string, visibility: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: { ...aliceHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ status, visibility }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function serverStatus(
  id: string,
): Promise<{ visibility: string; sensitive: boolean } | null> {
  const res = await fetch(`${ADMIN()}/statuses/${id}`, { headers: aliceHeaders() });
  return res.ok ? ((await res.json()) as { visibility: string; sensitive: boolean }) : null;
}

test('statuses: filters, a new visibility, the sensitive mark, deletion after a confirmation', async ({
  page,
}) => {
  const mark = `statusmark${Date.now()}`;
  const id = await post(`${mark} public`, 'public');
  const hidden = await post(`${mark} private`, 'private');
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/statuses`);
  const list = page.locator('.admin-status-list');
  const item = list.getByRole('listitem').filter({ hasText: `${mark} public` });
  await expect(item).toBeVisible();
  await expect(list).not.toContainText(`${mark} private`);
  // godmode adds private and direct posts; "local only" keeps alice's.
  await page.getByLabel('Also private and direct posts').check();
  await expect(list.getByRole('listitem').filter({ hasText: `${mark} private` })).toBeVisible();
  await page.getByLabel('Local posts only').check();
  await expect(item).toBeVisible();

  await item.getByLabel('Visibility').selectOption('unlisted');
  await expect(page.getByText("@alice's post is now Unlisted.")).toBeVisible();
  expect((await serverStatus(id))?.visibility).toBe('unlisted');
  await item.getByRole('button', { name: 'Mark sensitive' }).click();
  await expect(page.getByText("@alice's post is marked sensitive.")).toBeVisible();
  await expect(item.getByRole('button', { name: 'Unmark sensitive' })).toBeVisible();
  expect((await serverStatus(id))?.sensitive).toBe(true);

  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Delete @alice's post? This cannot be undone.");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await serverStatus(id)).not.toBeNull();
  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("@alice's post is deleted.")).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await serverStatus(id)).toBeNull();
  await fetch(`${ADMIN()}/statuses/${hidden}`, { method: 'DELETE', headers: aliceHeaders() });
});

test('statuses: only the posts open reports name, each with its count', async ({ page }) => {
  const mark = `reportedmark${Date.now()}`;
  const bobHeaders = {
    authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
    'content-type': 'application/json',
  };
  const posted = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: bobHeaders,
    body: JSON.stringify({ status: `${mark} reported`, visibility: 'public' }),
  });
  const status = (await posted.json()) as { id: string; account: { id: string } };
  const reported = await fetch(`${SANDBOX()}/api/v1/reports`, {
    method: 'POST',
    headers: { ...aliceHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ account_id: status.account.id, status_ids: [status.id], comment: mark }),
  });
  const report = (await reported.json()) as { id: string };
  try {
    await post(`${mark} not reported`, 'public');
    await signedIn(page, 'alice');
    await page.goto(`${WEB()}/admin/statuses`);
    const list = page.locator('.admin-status-list');
    await expect(
      list.getByRole('listitem').filter({ hasText: `${mark} not reported` }),
    ).toBeVisible();
    await page.getByLabel('Only posts named by open reports').check();
    const item = list.getByRole('listitem').filter({ hasText: `${mark} reported` });
    await expect(item).toContainText('named by 1 open report');
    await expect(list).not.toContainText(`${mark} not reported`);
    await expect(page.getByLabel('Also private and direct posts')).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Statuses' })).toHaveCount(0);
  } finally {
    await fetch(`${ADMIN()}/reports`, {
      method: 'PATCH',
      headers: { ...aliceHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ reports: [{ id: report.id, state: 'closed' }] }),
    });
  }
});

test('stats: local accounts, open reports and posts by visibility, as the server counts them', async ({
  page,
}) => {
  const figures = async () => {
    const get = (path: string) => fetch(`${ADMIN()}${path}`, { headers: aliceHeaders() });
    const users = (await (await get('/users?filters=local&page_size=1')).json()) as {
      count: number;
    };
    const reports = (await (await get('/reports?state=open&page_size=1')).json()) as {
      total: number;
    };
    const stats = (await (await get('/stats')).json()) as {
      status_visibility: Record<string, number>;
    };
    return { users: users.count, reports: reports.total, posts: stats.status_visibility };
  };
  await signedIn(page, 'alice');
  await page.goto(`${WEB()}/admin/stats`);
  const stat = (label: string) =>
    page.locator('.admin-stat').filter({ has: page.getByText(label, { exact: true }) });
  const fmt = (n: number) => n.toLocaleString('en');
  // Figures move as other specs post: refresh until the tab agrees with the server.
  await expect(async () => {
    const now = await figures();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const shown = { timeout: 1000 };
    await expect(stat('Local accounts').locator('dd')).toHaveText(fmt(now.users), shown);
    await expect(stat('Open reports').locator('dd')).toHaveText(fmt(now.reports), shown);
    await expect(stat('Public posts').locator('dd')).toHaveText(fmt(now.posts.public ?? 0), shown);
    await expect(stat('Direct messages').locator('dd')).toHaveText(
      fmt(now.posts.direct ?? 0),
      shown,
    );
  }).toPass();
});

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

test('moderation log: filtered by who acted and between which days', async ({ page }) => {
  const mark = `logwho${Date.now()}`;
  const urls = [0, 1].map((n) => `https://${mark}-${n}.example/actor`);
  for (const url of urls) expect((await relayCall('POST', url)).ok).toBe(true);
  try {
    await signedIn(page, 'alice');
    await page.goto(`${WEB()}/admin/log`);
    const entries = page.locator('.admin-log-list > li');
    await page.getByRole('searchbox', { name: 'Search the log' }).fill(mark);
    await page.getByRole('searchbox', { name: 'Search the log' }).press('Enter');
    await expect(entries).toHaveCount(2);
    const filter = page.getByRole('form', { name: 'Filter the log' });
    const apply = () => filter.getByRole('button', { name: 'Filter' }).click();
    await filter.getByLabel('Done by').fill('bob');
    await apply();
    await expect(page.getByText('No log entries match.')).toBeVisible();
    await expect(entries).toHaveCount(0);
    await filter.getByLabel('Done by').fill('alice');
    await apply();
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText(`@alice followed relay: ${urls[1]}`);
    await filter.getByLabel('To').fill('2020-01-01');
    await apply();
    await expect(page.getByText('No log entries match.')).toBeVisible();
    await filter.getByLabel('To').fill('');
    await filter.getByLabel('From').fill('2020-01-01');
    await apply();
    await expect(entries).toHaveCount(2);
    await filter.getByLabel('Done by').fill('nobody');
    await apply();
    await expect(page.getByText('No account nobody on this instance.')).toBeVisible();
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
  // bob reads posts but not the figures, emoji or invites.
  await expect(page.getByRole('tab')).toHaveText(['Statuses', 'Moderation log', 'Moderation']);
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
