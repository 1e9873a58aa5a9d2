import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { defaultShownDepth, type ThreadRow } from '../../../core';
import { conversationsOf } from '../../../core/model/conversation-registry';
import { cursorTarget, ListCursor } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { GUTTER, StatusView, statusRows } from '../components/status-view';
import { VirtualList } from '../components/virtual-list';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { useStatusActions } from '../hooks/use-status-actions';
import { type TerminalText, terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { indexMapOfIds } from '../model/index-map';

/** Columns of indentation per reply level. */
const INDENT_COLUMNS = 2;

export interface ThreadScreenProps {
  statusId: string;
  visible: boolean;
  active: boolean;
  width: number;
  height: number;
}

const rowIdCache = new WeakMap<readonly ThreadRow[], string[]>();
function idsOf(rows: readonly ThreadRow[]): string[] {
  let ids = rowIdCache.get(rows);
  if (!ids) {
    ids = rows.map((row) => row.statusId);
    rowIdCache.set(rows, ids);
  }
  return ids;
}

/**
 * A conversation as a tree (core's ConversationStore): replies indented by depth, nodes
 * deeper than the displayed depth folded behind "N more replies", per-node show/hide, show
 * everything below, dive into a sub-thread and back, and a linear mode. Leaving the thread
 * collapses it (spec: collapsing resets the dive and the per-node choices).
 */
export const ThreadScreen = observer(function ThreadScreen(props: ThreadScreenProps) {
  const { statusId, visible, active, width, height } = props;
  const { root, t, ticker, keyLabel, layouts } = useServices();
  const runGlobal = useGlobalActions();
  const runStatus = useStatusActions();
  const [conversation] = useState(() => root.use(conversationsOf).open(statusId));
  const [cursor] = useState(() => new ListCursor());
  const [placed, setPlaced] = useState(false);

  useEffect(() => () => conversation.collapse(), [conversation]);

  const rows = conversation.rows;
  const ids = idsOf(rows);
  const indexOf = (id: string) => indexMapOfIds(ids).get(id);

  // Start on the focused status once the conversation is in.
  useEffect(() => {
    if (placed || conversation.state !== 'loaded') return;
    cursor.setById(statusId, (id) => indexMapOfIds(ids).get(id), ids.length);
    cursor.top = 0;
    setPlaced(true);
  }, [placed, conversation.state, cursor, statusId, ids]);

  const index = cursor.locate(indexOf, ids.length);
  const maxIndent = defaultShownDepth(root.preferences.maxThreadDepth);

  const onAction = (action: KeyActionId) => {
    const list = idsOf(conversation.rows);
    const count = list.length;
    const at = cursor.locate((id) => indexMapOfIds(list).get(id), count);
    const id = list[at];
    const target = cursorTarget(action, at, count, Math.max(1, Math.floor(height / 4)));
    if (target !== undefined) {
      cursor.set(target, count, (i) => list[i]);
      return;
    }
    switch (action) {
      case 'thread.toggle':
        if (id) conversation.toggle(id);
        return;
      case 'thread.show_all':
        if (id) conversation.showRecursively(id);
        return;
      case 'thread.dive':
        if (id) conversation.dive(id);
        return;
      case 'thread.undive':
        conversation.undive();
        return;
      case 'thread.toggle_mode':
        conversation.setMode(conversation.mode === 'tree' ? 'linear' : 'tree');
        return;
      case 'status.open':
        // The focused status is open already; Enter on another re-focuses the thread on it.
        if (id && id !== conversation.focusedId) runStatus(action, id);
        return;
    }
    if (runStatus(action, id)) return;
    runGlobal(action);
  };
  useKeyActions(['thread', 'status', 'list', 'global'], onAction, { isActive: active });
  if (!visible) return null;

  const mode = conversation.mode === 'linear' ? ` · ${t('tui.thread.linear')}` : '';
  const title = (
    <SafeText bold>
      {truncateToWidth(terminalText(`  ${t('timeline.conversation')}${mode}`), width)}
    </SafeText>
  );
  if (rows.length === 0 || (conversation.state === 'loading' && rows.length <= 1)) {
    return (
      <Box flexDirection="column" height={height}>
        {title}
        <SafeText dimColor>
          {truncateToWidth(terminalText(`  ${t('tui.thread.loading')}`), width)}
        </SafeText>
      </Box>
    );
  }

  const now = ticker.now;
  const indentOf = (row: ThreadRow) => Math.min(row.depth, maxIndent) * INDENT_COLUMNS;
  const layoutOf = (row: ThreadRow) =>
    layouts.get(row.statusId, {
      width: Math.max(8, width - GUTTER - indentOf(row)),
      full: row.isFocused,
      inConversation: true,
      now,
    });
  const afterOf = (row: ThreadRow): TerminalText[] | undefined =>
    row.hasHiddenChildren
      ? [
          truncateToWidth(
            terminalText(
              t('tui.thread.hidden_replies', {
                count: row.hiddenCount,
                key: keyLabel('thread.toggle'),
              }),
            ),
            Math.max(1, width - GUTTER - indentOf(row)),
          ),
        ]
      : undefined;
  const banners: string[] = [];
  if (conversation.state === 'failed') {
    banners.push(safeLine(t('tui.thread.failed', { detail: conversation.error ?? '' })));
  }
  if (conversation.diveRootId !== null) {
    banners.push(t('tui.thread.dived', { key: keyLabel('thread.undive') }));
  }
  const listHeight = Math.max(1, height - 1 - banners.length);

  return (
    <Box flexDirection="column" height={height}>
      {title}
      {banners.map((banner) => (
        <SafeText key={banner} color={conversation.state === 'failed' ? 'red' : 'yellow'}>
          {truncateToWidth(terminalText(`  ${banner}`), width)}
        </SafeText>
      ))}
      <VirtualList
        count={rows.length}
        cursor={index}
        height={listHeight}
        scroll={cursor}
        heightOf={(i) => {
          const row = rows[i];
          const layout = row ? layoutOf(row) : undefined;
          return row && layout ? statusRows(layout, afterOf(row)) : 1;
        }}
        renderItem={(i) => {
          const row = rows[i]!;
          const layout = layoutOf(row);
          if (!layout) {
            return (
              <Box key={row.statusId} flexShrink={0}>
                <SafeText dimColor>
                  {truncateToWidth(terminalText(`  ${t('tui.status.unavailable')}`), width)}
                </SafeText>
              </Box>
            );
          }
          return (
            <StatusView
              key={row.statusId}
              layout={layout}
              width={width}
              indent={indentOf(row)}
              depthLabel={row.depth > maxIndent ? terminalText(`${row.depth}› `) : undefined}
              selected={i === index}
              focused={row.isFocused}
              faint={row.isDiveAncestor}
              after={afterOf(row)}
              now={now}
            />
          );
        }}
      />
    </Box>
  );
});
