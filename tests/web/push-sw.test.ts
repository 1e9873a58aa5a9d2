import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The push service worker (src/web/public/push-sw.js) with a fake `self`: Pleroma's push
 * payload (the sandbox's, tests/sandbox/push-delivery.test.ts) becomes one notification
 * with its title, body, the sender's avatar and a route; a click opens that route below the
 * worker's scope in the app's open tab, or a new one.
 */

const SOURCE = readFileSync(join(__dirname, '../../src/web/public/push-sw.js'), 'utf8');
const SCOPE = 'https://petrel.example/app/';

interface FakeWindow {
  url: string;
  visibilityState: 'visible' | 'hidden';
  focused: boolean;
  navigate: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function worker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: { href: `${SCOPE}sw.js?user=alice`, origin: 'https://petrel.example' },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    registration: { scope: SCOPE, showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(SOURCE, { self, URL });
  /** Dispatches an event; resolves once what it handed to `waitUntil` is done. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  const push = (payload: unknown) =>
    fire('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
  return { self, fire, push };
}

const window = (url: string, visible: boolean): FakeWindow => {
  const w: FakeWindow = {
    url,
    visibilityState: visible ? 'visible' : 'hidden',
    focused: visible,
    navigate: vi.fn(async () => w),
    focus: vi.fn(async () => w),
  };
  return w;
};

const mention = {
  access_token: 'secret-token',
  notification_id: '0042',
  notification_type: 'mention',
  icon: 'https://pleroma.example/media/avatars/bob.png',
  preferred_locale: 'en',
  pleroma: { activity_id: 'A1', direct_conversation_id: null },
  title: 'New Mention',
  body: '@bob: @alice lunch at noon?',
};

describe('the push service worker', () => {
  it("shows Pleroma's payload as one notification: title, body, avatar, a route to the notifications", async () => {
    const { self, push } = worker([window(`${SCOPE}main/friends`, false)]);
    await push(mention);
    expect(self.registration.showNotification).toHaveBeenCalledExactlyOnceWith('New Mention', {
      body: '@bob: @alice lunch at noon?',
      icon: 'https://pleroma.example/media/avatars/bob.png',
      tag: 'petrel-0042',
      data: { url: 'alice/notifications' },
    });
  });

  it('a chat message leads to its chat (the chats page reads the notification); control characters are gone from the words', async () => {
    const { self, push } = worker();
    await push({
      ...mention,
      notification_type: 'pleroma:chat_mention',
      title: 'New Chat Message',
      body: '@bob: kites\u001b[31m',
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith('New Chat Message', {
      body: '@bob: kites [31m',
      icon: mention.icon,
      tag: 'petrel-0042',
      data: { url: 'users/alice/chats?notification=0042' },
    });
  });

  it('with the contents hidden (no title, the kind as the body) the kind is the title and nothing else shows', async () => {
    const { self, push } = worker();
    const { title: _title, ...hidden } = mention;
    await push({ ...hidden, notification_type: 'pleroma:chat_mention', body: 'New Chat Message' });
    expect(self.registration.showNotification).toHaveBeenCalledWith('New Chat Message', {
      body: '',
      icon: mention.icon,
      tag: 'petrel-0042',
      data: { url: 'users/alice/chats?notification=0042' },
    });
  });

  it('shows nothing while a tab of the app is in view (the page shows it)', async () => {
    const { self, push } = worker([window(`${SCOPE}main/friends`, true)]);
    await push(mention);
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });

  it("a click opens the route in the app's tab and focuses it, else in a new window", async () => {
    const tab = window(`${SCOPE}main/friends`, false);
    const { fire } = worker([tab]);
    const notification = { close: vi.fn(), data: { url: 'alice/notifications' } };
    await fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${SCOPE}alice/notifications`);
    expect(tab.focus).toHaveBeenCalled();

    const none = worker([]);
    await none.fire('notificationclick', { notification });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}alice/notifications`);
  });
});
