import { expect, type Page, test } from '@playwright/test';
import { requireEnv, SANDBOX, tokenOf, WEB } from './env';
import { logIn } from './login';
import { streamingOn } from './streaming';

/**
 * Issue 13: desktop notifications (spec part 2 §4): with permission, after the 10 s start-up
 * silence, never for the tab the user is looking at; the account as the title, the status as
 * the body, the sender's avatar as the icon; a click focuses the tab and opens the status or
 * the chat.
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
    __made: Notification[];
    __focused: number;
    __away: boolean;
    Notification: typeof Notification;
  };
  w.__shown = [];
  w.__made = [];
  w.__focused = 0;
  w.__away = false;
  const Real = window.Notification;
  class Recording extends Real {
    constructor(title: string, options?: NotificationOptions) {
      w.__shown.push({ title, body: options?.body, icon: options?.icon });
      super(title, options);
      w.__made.push(this);
    }
  }
  w.Notification = Recording;
  // What a click on a desktop notification asks of the page: the tab in front.
  window.focus = () => {
    w.__focused += 1;
    w.__away = false;
  };
  Document.prototype.hasFocus = () => !w.__away;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (w.__away ? 'hidden' : 'visible'),
  });
}

async function mentionAliceAsBob(text: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: `@alice ${text}`, visibility: 'public' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** The user clicks the page's `index`th desktop notification (the browser fires `click`). */
async function clickNotification(page: Page, index: number): Promise<void> {
  await page.evaluate((i) => {
    const made = (window as unknown as { __made: Notification[] }).__made;
    made[i]?.dispatchEvent(new Event('click', { cancelable: true }));
  }, index);
}

const focusCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __focused: number }).__focused);

async function sandboxApi<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SANDBOX()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, path).toBe(true);
  return (await res.json()) as T;
}

const shown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);

test('a mention from bob while the tab is in the background shows one desktop notification', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: WEB() });
  const page = await context.newPage();
  await streamingOn(page);
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
  const statusId = await mentionAliceAsBob(`while you are away ${stamp}`);
  await expect.poll(async () => (await shown(page)).length).toBe(1);
  const [notification] = await shown(page);
  expect(notification?.title).toBe('Bob Brightwater');
  expect(notification?.body).toBe(`@alice while you are away ${stamp}`);
  // Bob's avatar beside his words.
  const bob = await sandboxApi<{ avatar: string }>(
    requireEnv('PETREL_BOB_TOKEN'),
    '/api/v1/accounts/verify_credentials',
  );
  expect(notification?.icon).toBe(bob.avatar);

  // A click brings the tab forward and opens the status.
  await clickNotification(page, 0);
  await expect(page).toHaveURL(new RegExp(`/notice/${statusId}$`));
  expect(await focusCount(page)).toBe(1);
  await expect(page.getByText(`while you are away ${stamp}`).first()).toBeVisible();
  await context.close();
});

test("a chat message from bob in the background: a click opens alice's chat with him", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: WEB() });
  const page = await context.newPage();
  await streamingOn(page);
  await page.addInitScript(recordNotifications);
  await page.clock.install();
  await logIn(page);
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('list', { name: 'Notifications' }),
  ).toBeVisible();
  await page.clock.fastForward(11_000);
  await page.evaluate(() => {
    (window as unknown as { __away: boolean }).__away = true;
  });

  const bobToken = requireEnv('PETREL_BOB_TOKEN');
  const alice = await sandboxApi<{ id: string }>(
    await tokenOf('alice'),
    '/api/v1/accounts/verify_credentials',
  );
  const bob = await sandboxApi<{ id: string; avatar: string }>(
    bobToken,
    '/api/v1/accounts/verify_credentials',
  );
  const chat = await sandboxApi<{ id: string }>(
    bobToken,
    `/api/v1/pleroma/chats/by-account-id/${alice.id}`,
    {},
  );
  const words = `are you there ${Date.now()}`;
  await sandboxApi(bobToken, `/api/v1/pleroma/chats/${chat.id}/messages`, { content: words });

  await expect.poll(async () => (await shown(page)).length).toBe(1);
  const [notification] = await shown(page);
  expect(notification?.title).toBe('Bob Brightwater');
  expect(notification?.icon).toBe(bob.avatar);
  await clickNotification(page, 0);
  await expect(page).toHaveURL(new RegExp(`/users/alice/chats/${bob.id}$`));
  expect(await focusCount(page)).toBe(1);
  await expect(page.getByText(words)).toBeVisible();
  await context.close();
});
