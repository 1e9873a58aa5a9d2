import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/** Issue 12: `/mutes`, the mutes, blocks and blocked domains panel (alice signed in). */

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

const auth = () => ({ authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}` });

async function idOf(acct: string): Promise<string> {
  const found = await fetch(`${SANDBOX()}/api/v1/accounts/lookup?acct=${acct}`, {
    headers: auth(),
  });
  return ((await found.json()) as { id: string }).id;
}

/** How alice stands with an account, as the server says. */
async function relationship(acct: string): Promise<Record<string, unknown>> {
  const id = await idOf(acct);
  const res = await fetch(`${SANDBOX()}/api/v1/accounts/relationships?id[]=${id}`, {
    headers: auth(),
  });
  return ((await res.json()) as Array<Record<string, unknown>>)[0] ?? {};
}

async function blockedDomains(): Promise<string[]> {
  const res = await fetch(`${SANDBOX()}/api/v1/domain_blocks`, { headers: auth() });
  return (await res.json()) as string[];
}

test('unmute and unblock from /mutes, each with an undo', async ({ page }) => {
  await logIn(page);
  // Alice blocks frank on remote.example for this test (her mute of hank is seeded).
  const frank = await idOf('frank@remote.example');
  const blocked = await fetch(`${SANDBOX()}/api/v1/accounts/${frank}/block`, {
    method: 'POST',
    headers: auth(),
  });
  expect(blocked.status).toBe(200);

  await page.goto(`${WEB()}/mutes`);
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Mutes' })).toHaveAttribute('aria-selected', 'true');
  const hank = panel.locator('li', { hasText: '@hank@loud.example' });
  await hank.getByRole('button', { name: 'Unmute' }).click();
  await expect(hank.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(await relationship('hank@loud.example')).toMatchObject({ muting: false });
  await hank.getByRole('button', { name: 'Undo' }).click();
  await expect(hank.getByRole('button', { name: 'Unmute' })).toBeVisible();
  expect(await relationship('hank@loud.example')).toMatchObject({ muting: true });

  await page.getByRole('tab', { name: 'Blocks' }).click();
  await expect(page).toHaveURL(/\/mutes\?tab=blocks$/);
  const row = panel.locator('li', { hasText: '@frank@remote.example' });
  await row.getByRole('button', { name: 'Unblock' }).click();
  await expect(row.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(await relationship('frank@remote.example')).toMatchObject({ blocking: false });
  // A reload drops the undone row: nothing is blocked any more.
  await page.reload();
  await expect(page.getByRole('tabpanel')).toContainText('No blocks');
});

test('block a domain from /mutes?tab=domains, then unblock it and undo', async ({ page }) => {
  await logIn(page);
  await page.goto(`${WEB()}/mutes?tab=domains`);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('No blocked domains');
  // The field suggests the server's peers that fit what is typed (GET /api/v1/instance/peers).
  await panel.getByLabel('Block domain').fill('soc');
  await expect(panel.getByTestId('domain-block-peers').locator('option')).toHaveCount(1);
  await expect(panel.getByTestId('domain-block-peers').locator('option')).toHaveAttribute(
    'value',
    'social.example',
  );
  await panel.getByLabel('Block domain').fill('spam.example');
  await panel.getByRole('button', { name: 'Block domain' }).click();
  const row = panel.locator('li[data-domain="spam.example"]');
  await expect(row).toBeVisible();
  await expect(panel.getByLabel('Block domain')).toHaveValue('');
  expect(await blockedDomains()).toContain('spam.example');

  await row.getByRole('button', { name: 'Unblock domain spam.example' }).click();
  await expect(row.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(await blockedDomains()).not.toContain('spam.example');
  await row.getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByRole('button', { name: 'Unblock domain spam.example' })).toBeVisible();
  expect(await blockedDomains()).toContain('spam.example');
  // Leave the sandbox as it was for the other specs.
  await row.getByRole('button', { name: 'Unblock domain spam.example' }).click();
  await expect(row.getByRole('button', { name: 'Undo' })).toBeVisible();
});
