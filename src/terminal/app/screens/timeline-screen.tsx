import { Box, Text } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { describeError, type TimelineStore } from '../../../core';
import type { KeyActionId } from '../../../shared/keymap';
import { useServices } from '../app-context';
import { GUTTER, StatusView } from '../components/status-view';
import { VirtualList } from '../components/virtual-list';
import { useKeyActions } from '../hooks/use-key-actions';
import type { StatusLayouts } from '../layout/status-layouts';
import { truncateToWidth } from '../layout/text-width';
import type { DisplayState } from '../model/display-state';
import { indexMapOf } from '../model/index-map';
import { ListCursor } from '../model/list-cursor';

/** Body lines a status shows in a list before "… N more lines" (spec: long posts collapse). */
export const LIST_BODY_LINES = 12;

export interface TimelineScreenProps {
  timeline: TimelineStore;
  /** On top and receiving keys. */
  active: boolean;
  width: number;
  height: number;
  layouts: StatusLayouts;
  display: DisplayState;
}

/**
 * A timeline as a cursor-driven list. Hidden (rendering nothing, keeping its cursor) while
 * a thread or the composer is on top.
 */
export const TimelineScreen = observer(function TimelineScreen(props: TimelineScreenProps) {
  const { timeline, active, width, height, layouts, display } = props;
  const { root, nav, t, keyLabel, ticker, quit } = useServices();
  const [cursor] = useState(() => new ListCursor());

  const statuses = timeline.statuses;
  const count = statuses.length;
  const index = cursor.locate((id) => indexMapOf(statuses).get(id), count);

  // The queue of new statuses needs to know whether the reader is at the top (spec §4).
  useEffect(() => {
    timeline.setViewport({ atTop: index === 0, focused: active });
  }, [timeline, index, active]);

  const page = Math.max(1, Math.floor(height / 4));

  // Key handlers read the store, not this render's variables: several keys can arrive
  // before React renders again (and the list can change in between).
  const onAction = (action: KeyActionId) => {
    const list = timeline.statuses;
    const count = list.length;
    const indexOf = (id: string) => indexMapOf(list).get(id);
    const idAt = (i: number) => list[i]?.id;
    const current = cursor.locate(indexOf, count);
    const entry = list[current];
    const moveTo = (target: number) => {
      cursor.set(target, count, idAt);
      if (count > 0 && cursor.locate(indexOf, count) === count - 1) {
        if (timeline.olderFailed) void timeline.retryOlder();
        else void timeline.loadOlder();
      }
    };
    const showNew = () => {
      if (timeline.flushMarker !== null || timeline.state === 'failed') {
        timeline.reload().catch((error: unknown) => {
          root.notices.add('error', 'timeline.error_fetching', { detail: describeError(error) });
        });
      } else {
        timeline.showNew();
      }
      cursor.set(0, count, idAt);
    };
    switch (action) {
      case 'cursor.down':
        return moveTo(current + 1);
      case 'cursor.up':
        return moveTo(current - 1);
      case 'cursor.page_down':
        return moveTo(current + page);
      case 'cursor.page_up':
        return moveTo(current - page);
      case 'cursor.top':
        return moveTo(0);
      case 'cursor.bottom':
        return moveTo(count - 1);
      case 'timeline.show_new':
        return showNew();
      case 'status.open':
        if (entry) nav.openThread(entry.reblogId ?? entry.id);
        return;
      case 'status.reply':
        if (entry) nav.openCompose(entry.reblogId ?? entry.id);
        return;
      case 'status.toggle_cw':
        if (entry) display.toggleWarning(entry.reblogId ?? entry.id);
        return;
      case 'compose.open':
        return nav.openCompose(null);
      case 'help.toggle':
        return nav.toggleHelp();
      case 'app.quit':
        return quit();
    }
  };

  useKeyActions(['timeline', 'global'], onAction, { isActive: active });
  if (!active) return null;

  const layoutOf = (i: number) => {
    const status = statuses[i];
    if (!status) return undefined;
    const shownId = status.reblogId ?? status.id;
    return layouts.get(status.id, {
      width: width - GUTTER,
      cwOpen: display.isWarningOpen(shownId),
      maxBodyLines: LIST_BODY_LINES,
    });
  };
  const footer = footerText(timeline, count, t, keyLabel);

  return (
    <VirtualList
      count={count + 1}
      cursor={index}
      revealTo={index === count - 1 ? count : undefined}
      height={height}
      heightOf={(i) => (i < count ? (layoutOf(i)?.height ?? 1) + 1 : 1)}
      scroll={cursor}
      renderItem={(i) => {
        const status = statuses[i];
        const layout = layoutOf(i);
        if (!status || !layout) {
          return (
            <Box key="footer" flexShrink={0}>
              <Text dimColor>{truncateToWidth(`  ${footer}`, width)}</Text>
            </Box>
          );
        }
        return (
          <StatusView
            key={status.id}
            layout={layout}
            width={width}
            selected={i === index}
            now={ticker.now}
          />
        );
      }}
    />
  );
});

function footerText(
  timeline: TimelineStore,
  count: number,
  t: (key: string, values?: Record<string, string | number>) => string,
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
