// @vitest-environment jsdom
// The browser's desktop notifier: shown only with permission and only when the user is not
// looking at the tab (a focused, visible page shows the notification itself).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifier } from '../../src/web/ports';

const shown: Array<{ title: string; body?: string }> = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  constructor(title: string, options?: { body?: string }) {
    shown.push({ title, body: options?.body });
  }
  close(): void {}
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
});
