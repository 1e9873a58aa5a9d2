import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useRef, useState } from 'react';
import {
  compareIds,
  NOTIFICATION_FILTER_KEYS,
  type Notification,
  type NotificationFilterKey,
  type NotificationsStore,
  type NotificationVisibility,
} from '../../../core';
import { dismissNotification } from '../../../core/model/notification-dismiss';
import { cursorTarget, ListCursor } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { relativeTime } from '../../../shared/text/relative-time';
import { type AppServices, useDirection, useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { GUTTER, StatusView, statusRows } from '../components/status-view';
import { EndAligned, Marker } from '../components/status-view-parts';
import { UiLine } from '../components/ui-row';
import { VirtualList } from '../components/virtual-list';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { useStatusActions } from '../hooks/use-status-actions';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import {
  cachedNotificationLayout,
  headlineIn,
  type NotificationLayout,
} from '../layout/notification-layout';
import type { StatusLayout } from '../layout/status-layout';
import { terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { indexMapOf } from '../model/index-map';

export interface NotificationsScreenProps {
  visible: boolean;
  active: boolean;
  /** Its tab and column are current (overlays aside): what it shows counts as seen. */
  focused: boolean;
  width: number;
  height: number;
}

/** The filter as one choice: every type, or one filter key alone. */
export type NotificationFilter = 'all' | NotificationFilterKey;

export function currentFilter(visibility: NotificationVisibility): NotificationFilter {
  const on = NOTIFICATION_FILTER_KEYS.filter((key) => visibility[key]);
  if (on.length === NOTIFICATION_FILTER_KEYS.length) return 'all';
  return on.length === 1 ? on[0]! : 'all';
}

/** The next filter of the `f` cycle: all → mentions → favourites → … → all. */
export function nextFilter(visibility: NotificationVisibility): NotificationVisibility {
  const current = currentFilter(visibility);
  const order: NotificationFilter[] = ['all', ...ORDER];
  const next = order[(order.indexOf(current) + 1) % order.length]!;
  const out = {} as NotificationVisibility;
  for (const key of NOTIFICATION_FILTER_KEYS) out[key] = next === 'all' || next === key;
  return out;
}

const ORDER: NotificationFilterKey[] = [
  'mentions',
  'likes',
  'repeats',
  'follows',
  'emojiReactions',
  'moves',
  'polls',
];

/**
 * Notifications (spec part 2 §4): unseen ones marked, plus 30 seen; reaching the bottom
 * loads older ones (20 more already held first, then the server); `R` marks all read; `f`
 * cycles the type filter (the notificationVisibility preference); `X` dismisses the selected
 * one (spec part 2 §7). Leaving the view records
 * the newest notification it showed as read (the notifications marker).
 */
export const NotificationsScreen = observer(function NotificationsScreen(
  props: NotificationsScreenProps,
) {
  const { visible, active, focused, width, height } = props;
  const services = useServices();
  const { root, t, keyLabel, ticker, layouts, nav } = services;
  const runGlobal = useGlobalActions();
  const runStatus = useStatusActions();
  const [cursor] = useState(() => new ListCursor());
  const store = root.notifications;

  // The newest notification shown while the view had the focus counts as read once the
  // focus leaves (another tab or column) or the view closes. Not while it is open: the
  // list keeps unseen ones plus 30 seen, so marking them at once would reshuffle it.
  const newestShown = useRef<string | undefined>(undefined);
  const list = visible ? store.visible : [];
  if (visible && focused && list[0]) {
    if (!newestShown.current || compareIds(list[0].id, newestShown.current) > 0) {
      newestShown.current = list[0].id;
    }
  }
  useEffect(() => {
    if (focused) return;
    const newest = newestShown.current;
    if (newest) root.markers.setPosition('notifications', newest);
  }, [focused, root]);
  useEffect(
    () => () => {
      const newest = newestShown.current;
      if (newest) root.markers.setPosition('notifications', newest);
    },
    [root],
  );

  const onAction = (action: KeyActionId) => {
    const items = store.visible;
    const count = items.length;
    const indexOf = (id: string) => indexMapOf(items).get(id);
    const at = cursor.locate(indexOf, count);
    const item = items[at];
    const target = cursorTarget(action, at, count, Math.max(1, Math.floor(height / 4)));
    if (target !== undefined) {
      cursor.set(target, count, (i) => items[i]?.id);
      if (count > 0 && cursor.locate(indexOf, count) === count - 1) void store.loadOlder();
      return;
    }
    switch (action) {
      case 'notifications.mark_read':
        void store.markAllRead();
        return;
      case 'notifications.filter':
        root.preferences.set({
          notificationVisibility: nextFilter(root.preferences.notificationVisibility),
        });
        cursor.set(0, 0, () => undefined);
        return;
      case 'notifications.dismiss':
        // The cursor keeps its row: the next notification moves up under it.
        if (item) void dismissNotification(root, item.id);
        return;
      case 'status.open':
        if (item) openNotification(services, item);
        return;
      case 'status.author': {
        const account = item ? root.entities.account(item.accountId) : undefined;
        if (account) nav.openProfile(account.acct);
        return;
      }
    }
    if (item?.statusId && runStatus(action, item.statusId)) return;
    if (action.startsWith('status.')) return;
    runGlobal(action);
  };
  useKeyActions(['notifications', 'status', 'list', 'global'], onAction, { isActive: active });
  if (!visible) return null;

  const index = cursor.locate((id) => indexMapOf(list).get(id), list.length);
  const filter = currentFilter(root.preferences.notificationVisibility);
  const filterName =
    filter === 'all'
      ? t('tui.notifications.filter_all')
      : t(`tui.notifications.filter_name.${filter}`);
  const header = `  ${t('tui.views.notifications')} · ${t('tui.notifications.filter', {
    name: filterName,
    key: keyLabel('notifications.filter'),
  })}`;
  const inner = Math.max(8, width - GUTTER - 2);
  const now = ticker.now;
  const itemOf = (n: Notification) => {
    const layout = cachedNotificationLayout(n, root.entities, inner, t);
    const status =
      layout.showsStatus && layout.statusId
        ? layouts.get(layout.statusId, { width: inner, now })
        : undefined;
    return { layout, status };
  };
  const footer = footerText(store, list.length, t, keyLabel);
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold text={truncateToWidth(terminalText(header), width)} width={width} />
      <VirtualList
        count={list.length + 1}
        cursor={index}
        revealTo={index === list.length - 1 ? list.length : undefined}
        height={Math.max(1, height - 1)}
        scroll={cursor}
        heightOf={(i) => {
          const n = list[i];
          if (!n) return 1;
          const { layout, status } = itemOf(n);
          return notificationRows(layout, status);
        }}
        renderItem={(i) => {
          const n = list[i];
          if (!n) {
            return (
              <Box key="footer" flexShrink={0}>
                <UiLine
                  dimColor
                  text={truncateToWidth(terminalText(`  ${footer}`), width)}
                  width={width}
                />
              </Box>
            );
          }
          const { layout, status } = itemOf(n);
          return (
            <NotificationItem
              key={n.id}
              layout={layout}
              status={status}
              unseen={!store.isSeen(n)}
              selected={i === index && active}
              width={width}
              now={now}
              locale={services.language()}
            />
          );
        }}
      />
    </Box>
  );
});

function openNotification(services: AppServices, item: Notification): void {
  const { root, nav } = services;
  switch (item.type) {
    case 'follow':
    case 'follow_request':
    case 'admin.sign_up': {
      const account = root.entities.account(item.accountId);
      if (account) nav.openProfile(account.acct);
      return;
    }
    case 'move': {
      const target = item.targetId ? root.entities.account(item.targetId) : undefined;
      const account = target ?? root.entities.account(item.accountId);
      if (account) nav.openProfile(account.acct);
      return;
    }
    default:
      if (item.statusId) nav.openThread(root.entities.shown(item.statusId)?.id ?? item.statusId);
  }
}

interface NotificationItemProps {
  layout: NotificationLayout;
  status: StatusLayout | undefined;
  unseen: boolean;
  selected: boolean;
  width: number;
  now: number;
  /** The interface language, for the time's words. */
  locale: string;
}

const NotificationItem = memo(function NotificationItem(props: NotificationItemProps) {
  const { layout, status, unseen, selected, width, now, locale } = props;
  const direction = useDirection();
  const rtl = direction === 'rtl';
  const time = uiLine(terminalText(relativeTime(layout.createdAt, now, { locale })), direction);
  const room = Math.max(1, width - GUTTER - 2 - textWidth(time) - 1);
  // Cut in reading order, then in visual order once (issue 14: the name and the sentence).
  const headline = headlineIn(
    truncateToWidth(terminalText(`${layout.icon} ${layout.headline}`), room),
    direction,
  );
  const gap = Math.max(1, room - textWidth(headline) + 1);
  // As in StatusView: blank columns are layout, not spaces Ink has to parse every frame.
  // Right to left the row is mirrored: marker, dot and headline from the right edge, the
  // time at the far left, the lines under it ending at the right.
  return (
    <Box flexDirection="column" flexShrink={0} marginBottom={status ? 0 : 1}>
      <Box flexShrink={0} flexDirection={rtl ? 'row-reverse' : 'row'}>
        <Marker selected={selected} rtl={rtl} />
        <Box width={2} flexShrink={0} justifyContent={rtl ? 'flex-end' : 'flex-start'}>
          {unseen && <SafeText color="yellow">{terminalText('•')}</SafeText>}
        </Box>
        <SafeText bold={unseen} inverse={selected}>
          {headline}
        </SafeText>
        <Box {...(rtl ? { marginRight: gap } : { marginLeft: gap })} flexShrink={0}>
          <SafeText dimColor>{time}</SafeText>
        </Box>
      </Box>
      {layout.detail.length > 0 &&
        (rtl ? (
          <Box flexDirection="column" paddingRight={4} flexShrink={0}>
            <EndAligned lines={layout.detail} color="gray" />
          </Box>
        ) : (
          <Box paddingLeft={4} flexShrink={0}>
            <SafeText dimColor>{terminalText(layout.detail.join('\n'))}</SafeText>
          </Box>
        ))}
      {status && (
        // The status brings its own blank separator row.
        <Box {...(rtl ? { paddingRight: 2 } : { paddingLeft: 2 })} flexShrink={0}>
          <StatusView layout={status} width={width - 2} selected={false} now={now} />
        </Box>
      )}
    </Box>
  );
});

/** Rows of one notification: headline, detail, then its status or a blank separator. */
function notificationRows(layout: NotificationLayout, status: StatusLayout | undefined): number {
  return 1 + layout.detail.length + (status ? statusRows(status) : 1);
}

function footerText(
  store: NotificationsStore,
  count: number,
  t: TuiTranslate,
  keyLabel: (action: KeyActionId) => string,
): string {
  if (store.state === 'unsupported') return t('tui.notifications.unsupported');
  if ((store.state === 'loading' || store.state === 'idle') && count === 0) {
    return t('tui.notifications.loading');
  }
  if (store.loadingOlder) return t('tui.notifications.loading_older');
  if (count === 0) return t('tui.notifications.empty');
  if (store.bottomedOut && count >= store.filtered.length) return t('tui.notifications.no_more');
  return t('tui.notifications.load_older', { key: keyLabel('cursor.bottom') });
}
