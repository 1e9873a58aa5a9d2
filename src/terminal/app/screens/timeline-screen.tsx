import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  defaultShownDepth,
  describeError,
  type RootStore,
  type TimelineStore,
} from '../../../core';
import { hostOf } from '../../../core/api/url-host';
import { reconnectOf } from '../../../core/model/reconnect';
import {
  type InlineThreads,
  inlineRowOf,
  inlineThreadsOf,
} from '../../../core/view/inline-threads';
import { cursorTarget, ListCursor } from '../../../core/view/list-cursor';
import { filterEntryIds } from '../../../core/view/timeline-filter';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { StatusList, type StatusListRow, useShownEntries } from '../components/status-list';
import { GUTTER } from '../components/status-view';
import { runFilterCommand } from '../hooks/filter-actions';
import { useFollowOwnPost } from '../hooks/use-follow-own-post';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { useStatusActions } from '../hooks/use-status-actions';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { indexMapOfIds } from '../model/index-map';
import { filterOfAction } from '../model/quick-filters';

export interface TimelineScreenProps {
  timeline: TimelineStore;
  /** Drawn on screen (its tab is shown and nothing covers it). */
  visible: boolean;
  /** Receiving keys. */
  active: boolean;
  width: number;
  height: number;
}

/**
 * A timeline as a cursor-driven list, with the spec's new-status queue: new statuses wait
 * (counted in the status bar) unless the cursor is on the first row, the timeline is not
 * paused and it is on screen; `.` shows them, or reloads after a flush.
 *
 * Home also keeps the reading position: the cursor starts on the saved one and reports
 * where it goes (markers).
 */
export const TimelineScreen = observer(function TimelineScreen(props: TimelineScreenProps) {
  const { timeline, visible, active, width, height } = props;
  const services = useServices();
  const { root, t, keyLabel, positions } = services;
  const runGlobal = useGlobalActions();
  const runStatus = useStatusActions();
  const [cursor] = useState(() => new ListCursor());
  const isHome = timeline.kind.type === 'home';

  // Watch the timeline while the tab lives: loads it, streams it, polls when needed.
  useEffect(() => root.openTimeline(timeline.kind).close, [root, timeline]);

  // The quick filters (issue 16) leave entries out at once: a computed over the settings.
  const entries = useShownEntries(() =>
    filterEntryIds(
      timeline.statuses.map((status) => status.id),
      (id) => root.entities.status(id),
      root.preferences,
      root.session.accountId,
    ),
  );
  // Each entry with its inline thread under it, when open (issue 16): the list's rows.
  const inline = root.use(inlineThreadsOf);
  const [shown] = useState(() =>
    computed(() => inline.withThreads(entries.get(), (id) => shownStatusId(root, id)), {
      name: 'timeline-rows',
    }),
  );
  const ids = shown.get();
  const index = cursor.locate((id) => indexMapOfIds(ids).get(id), ids.length);

  // The queue of new statuses needs to know whether the reader is at the top (spec §4).
  useEffect(() => {
    timeline.setViewport({ atTop: index === 0, focused: visible });
  }, [timeline, index, visible]);

  // Home keeps its reading position with core's tracker (the web's too): the cursor is
  // the reader's place; it starts on the saved status once a session, if not moved yet.
  const [tracker] = useState(() =>
    isHome
      ? positions.track('home', {
          loaded: () => timeline.state === 'loaded',
          topVisibleId: () => {
            const list = shown.get();
            const key = list[cursor.locate((id) => indexMapOfIds(list).get(id), list.length)];
            // A status of an inline thread: its entry is the reading position.
            return key === undefined ? key : (inlineRowOf(key).threadOf ?? key);
          },
          restore: (saved, done) => {
            const list = shown.get();
            const atTop = cursor.anchorId === null && cursor.index === 0;
            if (saved && atTop)
              cursor.setById(saved, (id) => indexMapOfIds(list).get(id), list.length);
            done(false);
          },
        })
      : null,
  );
  useEffect(() => () => tracker?.dispose(), [tracker]);
  useFollowOwnPost(cursor, () => shown.get(), isHome, visible);
  const current = ids[index];
  useEffect(() => {
    if (visible && current) tracker?.moved();
  }, [tracker, visible, current]);

  const page = Math.max(1, Math.floor(height / 4));

  // Key handlers read the store, not this render's variables: several keys can arrive
  // before React renders again (and the list can change in between).
  const onAction = (action: KeyActionId) => {
    const list = shown.get();
    const count = list.length;
    const indexOf = (id: string) => indexMapOfIds(list).get(id);
    const idAt = (i: number) => list[i];
    const at = cursor.locate(indexOf, count);
    const target = cursorTarget(action, at, count, page);
    if (target !== undefined) {
      cursor.set(target, count, idAt);
      if (count > 0 && cursor.locate(indexOf, count) === count - 1) {
        if (timeline.olderFailed) void timeline.retryOlder();
        else void timeline.loadOlder();
      }
      return;
    }
    switch (action) {
      case 'timeline.show_new':
        // Offline (issue 16): the key tries the server now; its answer loads the timeline.
        if (root.session.offline) void reconnectOf(root).now();
        else if (timeline.flushMarker !== null || timeline.state === 'failed') {
          timeline.reload().catch((error: unknown) => {
            root.notices.add('error', 'timeline.error_fetching', { detail: describeError(error) });
          });
        } else {
          timeline.showNew();
        }
        cursor.set(0, count, idAt);
        return;
      case 'timeline.pause':
        timeline.setPaused(!timeline.paused);
        return;
      case 'timeline.inline_thread': {
        const key = list[at];
        if (key === undefined) return;
        // On a status of an open thread, the thread folds and the cursor goes to its entry.
        const entry = inlineRowOf(key).threadOf ?? key;
        inline.toggle(shownStatusId(root, entry));
        const after = shown.get();
        cursor.setById(entry, (id) => indexMapOfIds(after).get(id), after.length);
        return;
      }
    }
    const filter = filterOfAction(action);
    if (filter) {
      runFilterCommand(services, filter, null);
      return;
    }
    const key = list[at];
    if (runStatus(action, key === undefined ? key : inlineRowOf(key).statusId)) return;
    runGlobal(action);
  };

  useKeyActions(['timeline', 'status', 'list', 'global'], onAction, { isActive: active });
  if (!visible) return null;

  return (
    <StatusList
      ids={ids}
      index={index}
      cursor={cursor}
      width={width}
      height={height}
      footer={
        root.session.offline && ids.length === 0
          ? offlineText(root, t, keyLabel('timeline.show_new'))
          : footerText(timeline, ids.length, t, keyLabel)
      }
      focused={active}
      rowOf={(key) => inlineListRow(key, inline, root, t, width)}
    />
  );
});

/** Columns of indentation of an inline thread's statuses, and per reply level in it. */
const INLINE_INDENT = 2;

/** An entry's shown status (a repeat's original): the one whose thread opens. */
function shownStatusId(root: RootStore, entryId: string): string {
  return root.entities.status(entryId)?.reblogId ?? entryId;
}

/**
 * A row of the list: a timeline entry (with a note under it while its thread loads, failed
 * or has nothing else), or a status of an inline thread, indented by its depth.
 */
function inlineListRow(
  key: string,
  inline: InlineThreads,
  root: RootStore,
  t: TuiTranslate,
  width: number,
): StatusListRow {
  const row = inlineRowOf(key);
  if (row.threadOf !== null) {
    const depth = Math.min(row.depth, defaultShownDepth(root.preferences.maxThreadDepth));
    return {
      statusId: row.statusId,
      indent: INLINE_INDENT * (depth + 1),
      inConversation: true,
    };
  }
  const thread = inline.thread(shownStatusId(root, key));
  if (!thread || inline.rowsOf(thread.focusedId).length > 0) {
    return { statusId: key, indent: 0, inConversation: false };
  }
  const note =
    thread.state === 'failed'
      ? t('inline_thread.failed', { detail: thread.error ?? '' })
      : thread.state === 'loaded'
        ? t('inline_thread.alone')
        : t('inline_thread.loading');
  return {
    statusId: key,
    indent: 0,
    inConversation: false,
    after: [truncateToWidth(terminalText(safeLine(note)), Math.max(1, width - GUTTER))],
  };
}

/** Issue 16: the server cannot be reached (the login was taken up offline). */
function offlineText(root: RootStore, t: TuiTranslate, key: string): string {
  const server = hostOf(root.session.server ?? '');
  if (reconnectOf(root).trying) return t('offline.trying', { server });
  return t('tui.timeline.offline', { server, key });
}

function footerText(
  timeline: TimelineStore,
  count: number,
  t: TuiTranslate,
  keyLabel: (action: KeyActionId) => string,
): string {
  if (timeline.state === 'loading' && count === 0) return t('tui.timeline.loading');
  if (timeline.state === 'failed' && count === 0) {
    return t('tui.timeline.failed', { key: keyLabel('timeline.show_new') });
  }
  if (count === 0) return t('timeline.no_statuses');
  if (timeline.loadingOlder) return t('tui.timeline.loading');
  if (timeline.olderFailed) {
    return t('tui.timeline.older_failed', { key: keyLabel('cursor.bottom') });
  }
  if (timeline.bottomedOut) return t('timeline.no_more_statuses');
  return t('tui.timeline.load_older', { key: keyLabel('cursor.bottom') });
}
