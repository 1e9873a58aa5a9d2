import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/**
 * Issue 13: desktop notifications (spec part 2 §4): with permission, after the 10 s start-up
 * silence, never for the tab the user is looking at; the account as the title, the status as
 * the body.
 */
test.slow();

interface Shown {
  title: string;
  body?: string;
  icon?: string;
}

/**
 * Records every `Notification` the page makes, and lets the test switch the tab away (headless
 * Chromium keeps every page visible and focused, as if the user never left it).
 */
function recordNotifications(): void {
  const w = window as unknown as {
    __shown: Shown[];
    __away: boolean;
    Notification: typeof Notification;
  };
  w.__shown = [];
  w.__away = false;
  const Real = window.Notification;
  class Recording extends Real {
    constructor(title: string, options?: NotificationOptions) {
      w.__shown.push({ title, body: options?.body, icon: options?.icon });
      super(title, options);
    }
  }
  w.Notification = Recording;
  Document.prototype.hasFocus = () => !w.__away;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (w.__away ? 'hidden' : 'visible'),
  });
}

async function mentionAliceAsBob(text: string): Promise<void> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: `@alice ${text}`, visibility: 'public' }),
  });
  expect(res.status).toBe(200);
}

const shown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);

test('a mention from bob while the tab is in the background shows one desktop notification', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: WEB() });
  const page = await context.newPage();
  await page.addInitScript(recordNotifications);
  // The start-up silence (10 s) passes on a fake clock that otherwise runs in real time.
  await page.clock.install();
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  // Permission is granted: no "enable" control left in the notifications panel.
  await expect(page.getByRole('button', { name: 'Enable desktop notifications' })).toHaveCount(0);
  // Signed in and the notifications loaded: the silence runs from here.
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: 'Notifications' })).toBeVisible();
  await page.clock.fastForward(11_000);

  // Looking at the tab: the mention shows in the page, not on the desktop.
  const stamp = Date.now();
  await mentionAliceAsBob(`while you look ${stamp}`);
  await expect(page.getByText(`while you look ${stamp}`).first()).toBeVisible();
  expect(await shown(page)).toEqual([]);

  // Away from the tab: one desktop notification, bob's name over his words.
  await page.evaluate(() => {
    (window as unknown as { __away: boolean }).__away = true;
  });
  await mentionAliceAsBob(`while you are away ${stamp}`);
  await expect.poll(async () => (await shown(page)).length).toBe(1);
  const [notification] = await shown(page);
  expect(notification?.title).toBe('Bob Brightwater');
  expect(notification?.body).toBe(`@alice while you are away ${stamp}`);
  await context.close();
});
