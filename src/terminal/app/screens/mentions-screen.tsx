import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { NotificationsStore } from '../../../core';
import { cursorTarget, ListCursor } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { useServices } from '../app-context';
import { StatusList, useShownEntries } from '../components/status-list';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { useStatusActions } from '../hooks/use-status-actions';
import { indexMapOfIds } from '../model/index-map';

export interface MentionsScreenProps {
  visible: boolean;
  active: boolean;
  width: number;
  height: number;
}

/** The statuses of mention notifications, newest first (every mention held). */
export function mentionStatusIds(store: NotificationsStore): string[] {
  const out: string[] = [];
  for (const id of store.ids) {
    const notification = store.notification(id);
    if (notification?.type === 'mention' && notification.statusId) out.push(notification.statusId);
  }
  return [...new Set(out)];
}

/** Spec-free cap: reveal steps tried before one "load older" reaches the server. */
const REVEAL_STEPS = 20;

/**
 * Mentions as a timeline (the spec's "mentions" timeline): the statuses of mention
 * notifications. The bottom loads older notifications until more mentions arrive.
 */
export const MentionsScreen = observer(function MentionsScreen(props: MentionsScreenProps) {
  const { visible, active, width, height } = props;
  const { root, t, keyLabel } = useServices();
  const runGlobal = useGlobalActions();
  const runStatus = useStatusActions();
  const [cursor] = useState(() => new ListCursor());
  const store = root.notifications;
  const shown = useShownEntries(() => mentionStatusIds(store));
  const ids = shown.get();

  const loadOlder = async () => {
    // Load older first reveals notifications already held; go on until one reached the server.
    for (let i = 0; i < REVEAL_STEPS && !store.bottomedOut; i++) {
      const before = store.ids.length;
      await store.loadOlder();
      if (store.ids.length !== before || store.state !== 'loaded') return;
    }
  };

  const onAction = (action: KeyActionId) => {
    const list = shown.get();
    const count = list.length;
    const indexOf = (id: string) => indexMapOfIds(list).get(id);
    const at = cursor.locate(indexOf, count);
    const target = cursorTarget(action, at, count, Math.max(1, Math.floor(height / 4)));
    if (target !== undefined) {
      cursor.set(target, count, (i) => list[i]);
      if (count > 0 && cursor.locate(indexOf, count) === count - 1) void loadOlder();
      return;
    }
    if (runStatus(action, list[at])) return;
    runGlobal(action);
  };
  useKeyActions(['status', 'list', 'global'], onAction, { isActive: active });
  if (!visible) return null;

  const index = cursor.locate((id) => indexMapOfIds(ids).get(id), ids.length);
  let footer: string;
  if (store.state === 'loading' && ids.length === 0) footer = t('tui.notifications.loading');
  else if (store.loadingOlder) footer = t('tui.notifications.loading_older');
  else if (ids.length === 0 && store.bottomedOut) footer = t('tui.mentions.empty');
  else if (store.bottomedOut) footer = t('timeline.no_more_statuses');
  else footer = t('tui.timeline.load_older', { key: keyLabel('cursor.bottom') });
  return (
    <StatusList
      ids={ids}
      index={index}
      cursor={cursor}
      width={width}
      height={height}
      footer={footer}
      focused={active}
    />
  );
});
