import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';
import { streamingOn } from './streaming';

/**
 * A deleted status keeps its place in the search results and among the mentions, as
 * "This post was deleted", as timelines do (spec part 2 §4 "deleted placeholder").
 */

async function api(who: 'BOB' | 'ALICE', path: string, body: unknown): Promise<{ id: string }> {
  const res = await fetch(`${SANDBOX()}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv(`PETREL_${who}_TOKEN`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string };
}

async function logIn(page: Page): Promise<void> {
  await streamingOn(page);
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

test('a status deleted from the search results stays as its placeholder', async ({ page }) => {
  const word = `Gannetsearch${Date.now()}`;
  const { id } = await api('ALICE', '/api/v1/statuses', {
    status: `Searching for ${word}`,
    visibility: 'public',
  });
  await logIn(page);
  await page.goto(`${WEB()}/search?query=${word}`);
  const status = page.getByRole('main').locator(`article[data-entry-id="${id}"]`);
  await expect(status).toContainText(word);
  await status.locator('button[title="More actions"]').click();
  await status.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(status).toHaveText('This post was deleted');
});

test('a mention deleted by its author stays as its placeholder among the mentions', async ({
  page,
}) => {
  const word = `Gannetmention${Date.now()}`;
  const { id } = await api('BOB', '/api/v1/statuses', {
    status: `@alice look: ${word}`,
    visibility: 'public',
  });
  await logIn(page);
  await page.goto(`${WEB()}/users/alice/interactions`);
  const status = page.getByRole('main').locator(`article[data-entry-id="${id}"]`);
  await expect(status).toContainText(word);
  // The deletion is told through the user stream: delete once the page listens to it.
  await expect(page.locator('section.interactions > header')).toHaveAttribute('data-live', 'true');
  const res = await fetch(`${SANDBOX()}/api/v1/statuses/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}` },
  });
  expect(res.status).toBe(200);
  // The streaming `delete` event reaches the open page.
  await expect(status).toHaveText('This post was deleted');
});
