// @vitest-environment jsdom
// The browser's desktop notifier: shown only with permission and only when the user is not
// looking at the tab (a focused, visible page shows the notification itself); the sender's
// avatar as its icon, and a click focuses the tab and opens what it is about.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationTarget } from '../../src/core/ports';
import { desktopNotifier } from '../../src/web/notify/desktop-notifier';

const shown: FakeNotification[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  onclick: ((event: Event) => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options?: { body?: string; icon?: string },
  ) {
    shown.push(this);
  }
  close(): void {
    this.closed = true;
  }
}

afterEach(() => {
  shown.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function page(focused: boolean, visibility: DocumentVisibilityState) {
  vi.stubGlobal('Notification', FakeNotification);
  vi.spyOn(document, 'hasFocus').mockReturnValue(focused);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
}

const opened: NotificationTarget[] = [];
const notifier = desktopNotifier((target) => opened.push(target));

describe('desktop notifier', () => {
  it('shows one for a tab in the background or without focus', () => {
    page(false, 'visible');
    expect(notifier('bob mentioned you', 'hello')).toBeDefined();
    page(true, 'hidden');
    expect(notifier('bob followed you', '')).toBeDefined();
    expect(shown.map((n) => n.title)).toEqual(['bob mentioned you', 'bob followed you']);
  });

  it('shows none for the focused tab or without permission', () => {
    page(true, 'visible');
    expect(notifier('bob mentioned you', 'hello')).toBeUndefined();
    page(false, 'hidden');
    FakeNotification.permission = 'default';
    expect(notifier('bob mentioned you', 'hello')).toBeUndefined();
    FakeNotification.permission = 'granted';
    expect(shown).toEqual([]);
  });

  it('carries the avatar; a click focuses the tab, closes it and opens its target', () => {
    page(false, 'hidden');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const target: NotificationTarget = { kind: 'chat', accountId: 'b1' };
    notifier('Bob', 'hi', { icon: 'https://pleroma.example/bob.png', target });
    const [notification] = shown;
    expect(notification?.options).toEqual({ body: 'hi', icon: 'https://pleroma.example/bob.png' });
    const click = new Event('click', { cancelable: true });
    notification?.onclick?.(click);
    expect(click.defaultPrevented).toBe(true);
    expect(focus).toHaveBeenCalledOnce();
    expect(notification?.closed).toBe(true);
    expect(opened).toEqual([target]);
  });
});
