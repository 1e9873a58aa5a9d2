// @vitest-environment jsdom
/**
 * Issue 8 §4: a notification is worded and drawn once. The web list, the terminal list and
 * desktop notifications all say the same translated words with the same icon.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { presentNotification } from '../../src/core/view/notification-presentation';
import { createI18n, type LocaleMessages, translator } from '../../src/shared/i18n';
import {
  desktopNotificationText,
  NOTIFICATION_GLYPHS,
} from '../../src/shared/notifications/presentation';
import { translatorOf } from '../../src/terminal/app/i18n/prepare-i18n';
import { layoutNotification } from '../../src/terminal/app/layout/notification-layout';
import { NotificationItem } from '../../src/web/components/notifications/NotificationItem';
import { NOTIFICATION_ICONS } from '../../src/web/components/notifications/notification-icons';
import { installDomShims } from '../web/support/dom-shims';
import { accountJson, fakeServer, statusJson } from '../web/support/fake-server';
import { notificationJson, signIn } from '../web/support/reading';
import { renderWithServices, testServices } from '../web/support/test-app';

/** A made-up locale, so the test shows that every face translates (none falls back). */
const PIRATE: LocaleMessages = {
  common: {
    notifications: {
      mentioned_you: 'hailed ye',
      favorited_you: 'treasured yer status',
      repeated_you: 'shouted yer status',
      followed_you: 'joined yer crew',
      migrated_to: 'sailed off to',
      reacted_with: 'waved {{emoji}} at ye',
      poll_ended: 'The vote be over',
    },
  },
};

const bob = accountJson('2', 'bob');
const own = statusJson('s1', accountJson('1', 'alice'), '<p>My post</p>');
const KINDS = [
  notificationJson('6', 'mention', bob, { status: statusJson('s3', bob, '<p>ahoy</p>') }),
  notificationJson('5', 'favourite', bob, { status: own }),
  notificationJson('4', 'reblog', bob, { status: own }),
  notificationJson('3', 'follow', bob),
  notificationJson('2', 'pleroma:emoji_reaction', bob, { status: own, emoji: '🎉' }),
  notificationJson('1', 'poll', bob, { status: own }),
];

describe('notification presentation is one for every face', () => {
  beforeAll(() => installDomShims());
  afterEach(() => cleanup());

  it('web, terminal and desktop say the same translated words with the same icon', async () => {
    const services = testServices(fakeServer({ 'GET /api/v1/notifications': { body: KINDS } }));
    await signIn(services);
    await services.root.notifications.loadInitial();
    const i18n = createI18n('pirate', { loadLocale: async () => PIRATE });
    await i18n.loadLanguages('pirate');
    await i18n.changeLanguage('pirate');
    const t = translator(i18n);
    const { entities, notifications } = services.root;
    const desktop = desktopNotificationText(t);
    expect(notifications.ids).toHaveLength(KINDS.length);

    for (const id of notifications.ids) {
      const notification = notifications.byId.get(id);
      if (!notification) throw new Error(`no notification ${id}`);
      const look = presentNotification(notification.type);
      const words = t(look.wordsKey, { emoji: notification.emoji ?? '' });
      expect(words).not.toMatch(/your|you\b/); // translated, not English

      const terminal = layoutNotification(notification, entities, 120, translatorOf(i18n));
      expect(terminal.headline).toContain(words);

      const { container } = renderWithServices(
        <ul>
          <NotificationItem notification={notification} />
        </ul>,
        { ...services, i18n },
      );
      const web = container.querySelector('li')?.textContent ?? '';
      // The web draws a custom reaction emoji as a picture: compare the words around it.
      expect(web.replace(/\s+/g, ' ')).toContain(words.replace(/\s+/g, ' ').split('🎉')[0]);
      // The web draws core's icon id as its SVG icon (a glyph can render as an empty box).
      expect(container.querySelector('.notification-icon svg')).not.toBeNull();
      expect(NOTIFICATION_ICONS[look.icon]).toBeDefined();
      if (notification.type !== 'pleroma:emoji_reaction') {
        expect(terminal.icon).toBe(NOTIFICATION_GLYPHS[look.icon]);
      }
      expect(desktop(notification, entities).body).toContain(
        notification.type === 'mention' ? 'ahoy' : words,
      );
      cleanup();
    }
  });
});
