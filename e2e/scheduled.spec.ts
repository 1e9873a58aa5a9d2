import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/** Issue 11: scheduled posts on the web (list, reschedule, cancel), against the sandbox. */

const HOUR = 60 * 60 * 1000;

function authorization(): Record<string, string> {
  return { authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}` };
}

async function schedule(text: string, at: Date): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: { ...authorization(), 'content-type': 'application/json' },
    body: JSON.stringify({ status: text, visibility: 'unlisted', scheduled_at: at.toISOString() }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function serverList(): Promise<Array<{ id: string; scheduled_at: string }>> {
  const res = await fetch(`${SANDBOX()}/api/v1/scheduled_statuses`, { headers: authorization() });
  return (await res.json()) as Array<{ id: string; scheduled_at: string }>;
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

/** `datetime-local`'s value for a time (local, minutes). */
function localValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('the navigation opens the scheduled posts: reschedule one, cancel one after confirming', async ({
  page,
}) => {
  const stamp = Date.now();
  const later = await schedule(`Later post ${stamp}`, new Date(stamp + 3 * HOUR));
  const sooner = await schedule(`Sooner post ${stamp}`, new Date(stamp + 2 * HOUR));
  await logIn(page);

  await page.getByRole('navigation').getByRole('button', { name: 'Scheduled posts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduled posts' });
  const soonerItem = dialog.locator(`[data-scheduled-id="${sooner}"]`);
  const laterItem = dialog.locator(`[data-scheduled-id="${later}"]`);
  await expect(soonerItem).toContainText(`Sooner post ${stamp}`);
  await expect(laterItem).toContainText(`Later post ${stamp}`);
  // Soonest first.
  const ids = await dialog
    .locator('[data-scheduled-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-scheduled-id')));
  expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
  await expect(soonerItem).toContainText('Unlisted');

  // Too soon is refused here, before any request.
  await soonerItem.getByRole('button', { name: 'Reschedule' }).click();
  const field = soonerItem.getByLabel('New time');
  await field.fill(localValue(new Date(Date.now() + 60 * 1000)));
  await soonerItem.getByRole('button', { name: 'Save' }).click();
  await expect(soonerItem.getByRole('alert')).toHaveText('At least 5 minutes from now');

  // Four hours ahead: it moves below the other one, on the server too.
  const moved = new Date(stamp + 4 * HOUR);
  await field.fill(localValue(moved));
  await soonerItem.getByRole('button', { name: 'Save' }).click();
  await expect(soonerItem.getByLabel('New time')).toHaveCount(0);
  await expect(page.getByText(/Rescheduled for/)).toBeVisible();
  await expect
    .poll(async () => {
      const row = (await serverList()).find((s) => s.id === sooner);
      return row ? Math.round(Date.parse(row.scheduled_at) / 60_000) : null;
    })
    .toBe(Math.floor(moved.getTime() / 60_000));
  await expect
    .poll(() =>
      dialog
        .locator('[data-scheduled-id]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-scheduled-id'))),
    )
    .toEqual(expect.arrayContaining([later, sooner]));
  const order = await dialog
    .locator('[data-scheduled-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-scheduled-id')));
  expect(order.indexOf(later)).toBeLessThan(order.indexOf(sooner));

  // Cancel asks first; "Keep it" keeps it.
  await laterItem.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(laterItem).toContainText('Cancel this scheduled post? It will not be published.');
  await laterItem.getByRole('button', { name: 'Keep it' }).click();
  await expect(laterItem).toBeVisible();
  await laterItem.getByRole('button', { name: 'Cancel', exact: true }).click();
  await laterItem.getByRole('button', { name: 'Cancel post' }).click();
  await expect(laterItem).toHaveCount(0);
  await expect(page.getByText('Scheduled post cancelled')).toBeVisible();
  expect((await serverList()).some((s) => s.id === later)).toBe(false);
});
