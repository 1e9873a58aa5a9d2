import { expect, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

/**
 * Issue 13: Web Push (spec part 2 §4, §7). The browser's push service (Google's, for
 * Chromium) is out of reach offline, so `pushManager.subscribe` is answered by the page with
 * a fixed endpoint and keys; everything else is real: the worker's registration, the
 * permission, the VAPID key from the instance, the calls to the server.
 */
test.slow();

const ENDPOINT = 'https://push.example/send/petrel-e2e';
const KEYS = { p256dh: 'BPetrelE2eP256dhKey', auth: 'PetrelE2eAuth' };

interface Recorded {
  key: number[] | null;
  unsubscribed: number;
}

function fakePushService({ endpoint, keys }: { endpoint: string; keys: typeof KEYS }): void {
  const w = window as unknown as { __push: Recorded };
  w.__push = { key: null, unsubscribed: 0 };
  let current: PushSubscription | null = null;
  const make = (key: ArrayBuffer): PushSubscription =>
    ({
      endpoint,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => {
        w.__push.unsubscribed++;
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey as Uint8Array;
    w.__push.key = [...new Uint8Array(key)];
    current = make(new Uint8Array(key).buffer);
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
}

async function subscriptions(): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${SANDBOX()}/__sandbox/push-subscriptions/alice`, { headers: HOOKS() });
  return (await res.json()) as Array<Record<string, unknown>>;
}

test('subscribing sends the endpoint, keys and alerts; a type off is sent; turning off deletes it', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: WEB() });
  const page = await context.newPage();
  await page.addInitScript(fakePushService, { endpoint: ENDPOINT, keys: KEYS });
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  expect(await subscriptions()).toEqual([]);

  await page.getByTestId('account-menu-button').click();
  const panel = page.getByTestId('push-settings');
  const toggle = panel.getByLabel(
    'Push notifications to this browser, even while Petrel is closed',
  );
  await toggle.check();
  await expect.poll(async () => (await subscriptions()).length).toBe(1);
  const [sub] = await subscriptions();
  expect(sub).toMatchObject({
    endpoint: ENDPOINT,
    keys: KEYS,
    alerts: { follow: true, favourite: true, mention: true, reblog: true, move: true },
  });
  expect(typeof sub?.id).toBe('string');
  // The app's one worker (the shell's, carrying the push code), registered for the whole app.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registrations = await navigator.serviceWorker.getRegistrations();
        return registrations.map((r) => r.active?.scriptURL ?? '');
      }),
    )
    .toEqual([`${WEB()}/sw.js?user=alice`]);
  // The browser subscribed with the instance's VAPID key (65 bytes, an uncompressed P-256 point).
  const key = await page.evaluate(() => (window as unknown as { __push: Recorded }).__push.key);
  expect(key).toHaveLength(65);
  expect(key?.[0]).toBe(4);

  // One type off: the live subscription learns it.
  await panel.getByLabel('Repeats').uncheck();
  await expect
    .poll(async () => ((await subscriptions())[0]?.alerts as Record<string, boolean>)?.reblog)
    .toBe(false);

  // Off: the server forgets it and the browser unsubscribes.
  await toggle.uncheck();
  await expect.poll(async () => (await subscriptions()).length).toBe(0);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __push: Recorded }).__push.unsubscribed),
    )
    .toBe(1);
  await expect(toggle).not.toBeChecked();
  await context.close();
});
