import { Box, Text } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { GUTTER, StatusView } from '../components/status-view';
import { VirtualList } from '../components/virtual-list';
import { useKeyActions } from '../hooks/use-key-actions';
import type { StatusLayouts } from '../layout/status-layouts';
import { truncateToWidth } from '../layout/text-width';
import { ConversationStore, type ThreadRow } from '../model/conversation-store';
import type { DisplayState } from '../model/display-state';
import { indexMapOf } from '../model/index-map';
import { ListCursor } from '../model/list-cursor';

/**
 * Spec part 1 §9: default max thread depth 6, displayed depth that minus 2. Replies deeper
 * than this are indented no further (and show their depth), so deep threads stay readable.
 */
export const MAX_INDENT_DEPTH = 4;
const INDENT_COLUMNS = 2;
/** Body lines of the statuses around the focused one (the focused one shows everything). */
const THREAD_BODY_LINES = 20;

export interface ThreadScreenProps {
  statusId: string;
  active: boolean;
  width: number;
  height: number;
  layouts: StatusLayouts;
  display: DisplayState;
}

/** A conversation: ancestors, the focused status, then the replies as a tree. */
export const ThreadScreen = observer(function ThreadScreen(props: ThreadScreenProps) {
  const { statusId, active, width, height, layouts, display } = props;
  const { root, nav, t, ticker, quit } = useServices();
  const [conversation] = useState(
    () => new ConversationStore({ client: () => root.client, entities: root.entities }),
  );
  const [cursor] = useState(() => new ListCursor());

  useEffect(() => {
    void conversation.load(statusId).then(() => {
      const rows = conversation.rows;
      const at = rows.findIndex((row) => row.id === statusId);
      cursor.set(at, rows.length, (i) => rows[i]?.id);
      cursor.top = 0;
    });
  }, [conversation, cursor, statusId]);

  // A reply posted from here (or to anything shown here) should appear: fetch again.
  const lastPosted = nav.lastPostedId;
  useEffect(() => {
    if (!lastPosted) return;
    const posted = root.entities.status(lastPosted);
    if (posted?.inReplyToId && conversation.contains(posted.inReplyToId)) {
      void conversation.reload();
    }
  }, [lastPosted, conversation, root]);

  const rows = conversation.rows;
  const index = cursor.locate((id) => indexMapOf(rows).get(id), rows.length);

  // Reads the store, not this render's variables (see TimelineScreen).
  const onAction = (action: KeyActionId) => {
    const rows = conversation.rows;
    const current = cursor.locate((id) => indexMapOf(rows).get(id), rows.length);
    const row = rows[current];
    const shownId = row ? (root.entities.status(row.id)?.reblogId ?? row.id) : undefined;
    const moveTo = (i: number) => cursor.set(i, rows.length, (n) => rows[n]?.id);
    switch (action) {
      case 'cursor.down':
        return moveTo(current + 1);
      case 'cursor.up':
        return moveTo(current - 1);
      case 'cursor.page_down':
        return moveTo(current + Math.max(1, Math.floor(height / 4)));
      case 'cursor.page_up':
        return moveTo(current - Math.max(1, Math.floor(height / 4)));
      case 'cursor.top':
        return moveTo(0);
      case 'cursor.bottom':
        return moveTo(rows.length - 1);
      case 'status.open':
        if (shownId && shownId !== conversation.focusedId) nav.openThread(shownId);
        return;
      case 'status.reply':
        if (shownId) nav.openCompose(shownId);
        return;
      case 'status.toggle_cw':
        if (shownId) display.toggleWarning(shownId);
        return;
      case 'compose.open':
        return nav.openCompose(null);
      case 'view.back':
        return nav.pop();
      case 'help.toggle':
        return nav.toggleHelp();
      case 'app.quit':
        return quit();
    }
  };
  useKeyActions(['thread', 'global'], onAction, { isActive: active });
  if (!active) return null;

  const title = <Text bold>{truncateToWidth(`  ${t('timeline.conversation')}`, width)}</Text>;
  if (rows.length === 0 || (conversation.state === 'loading' && rows.length <= 1)) {
    return (
      <Box flexDirection="column" height={height}>
        {title}
        <Text dimColor>{truncateToWidth(`  ${t('tui.thread.loading')}`, width)}</Text>
      </Box>
    );
  }

  const layoutOf = (row: ThreadRow) => {
    const indent = Math.min(row.depth, MAX_INDENT_DEPTH) * INDENT_COLUMNS;
    const shown = root.entities.status(row.id);
    const shownId = shown?.reblogId ?? row.id;
    return layouts.get(row.id, {
      width: Math.max(8, width - GUTTER - indent),
      cwOpen: display.isWarningOpen(shownId),
      maxBodyLines: row.role === 'focused' ? null : THREAD_BODY_LINES,
    });
  };
  const listHeight = Math.max(1, height - 1 - (conversation.state === 'failed' ? 1 : 0));

  return (
    <Box flexDirection="column" height={height}>
      {title}
      {conversation.state === 'failed' && (
        <Text color="red">
          {truncateToWidth(
            `  ${safeLine(t('tui.thread.failed', { detail: conversation.error ?? '' }))}`,
            width,
          )}
        </Text>
      )}
      <VirtualList
        count={rows.length}
        cursor={index}
        height={listHeight}
        scroll={cursor}
        heightOf={(i) => {
          const row = rows[i];
          return row ? (layoutOf(row)?.height ?? 1) + 1 : 1;
        }}
        renderItem={(i) => {
          const row = rows[i]!;
          const layout = layoutOf(row);
          if (!layout) {
            return (
              <Box key={row.id} flexShrink={0}>
                <Text dimColor>{truncateToWidth(`  ${t('tui.status.unavailable')}`, width)}</Text>
              </Box>
            );
          }
          const indent = Math.min(row.depth, MAX_INDENT_DEPTH) * INDENT_COLUMNS;
          return (
            <StatusView
              key={row.id}
              layout={layout}
              width={width}
              indent={indent}
              depthLabel={row.depth > MAX_INDENT_DEPTH ? `${row.depth}› ` : undefined}
              selected={i === index}
              focused={row.role === 'focused'}
              now={ticker.now}
            />
          );
        }}
      />
    </Box>
  );
});
