import { Box } from 'ink';
import { computed, type IComputedValue } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ListCursor } from '../../../core/view/list-cursor';
import { useDirection, useServices } from '../app-context';
import { type TerminalText, terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { SafeText } from './safe-text';
import { GUTTER, StatusView, statusRows } from './status-view';
import { VirtualList } from './virtual-list';

export interface StatusListProps {
  /** Timeline entries, in order (muted ones the user hides already left out). */
  ids: readonly string[];
  /** Where the cursor is (the caller locates it in `ids`). */
  index: number;
  /** Keeps the scroll position between renders. */
  cursor: ListCursor;
  width: number;
  height: number;
  /** The line under the last status (loading, no more statuses …). */
  footer: string;
  /** Whether this list has the keys (the cursor marker shows only then). */
  focused?: boolean;
  /**
   * What a key of `ids` draws when it is not simply a status id (a timeline's inline
   * threads: a status of the thread, indented; a note under the entry while it loads).
   */
  rowOf?: (key: string) => StatusListRow;
}

/** One row of a StatusList drawn from its key (`StatusListProps.rowOf`). */
export interface StatusListRow {
  statusId: string;
  /** Columns of indentation. */
  indent: number;
  /** A status inside a conversation (the thread's mute rules). */
  inConversation: boolean;
  /** Lines under the status (dim). */
  after?: readonly TerminalText[];
}

/**
 * A list of statuses rendered through the virtual list: only what fits the viewport is
 * laid out. Used by timelines, profiles, search results and mentions.
 */
export const StatusList = observer(function StatusList(props: StatusListProps) {
  const { ids, index, width, height, footer } = props;
  const { layouts, ticker, t } = useServices();
  const direction = useDirection();
  // A line of the list's own words, past the gutter (at the right in a right-to-left UI).
  const note = (text: string) => (
    <SafeText dimColor>
      {direction === 'rtl'
        ? terminalText(`${uiLine(truncateToWidth(terminalText(text), width - 2), 'rtl')}  `)
        : truncateToWidth(terminalText(`  ${text}`), width)}
    </SafeText>
  );
  const justify = direction === 'rtl' ? 'flex-end' : 'flex-start';
  const count = ids.length;
  const now = ticker.now;
  const rowAt = (i: number): StatusListRow | undefined => {
    const key = ids[i];
    if (key === undefined) return undefined;
    return props.rowOf?.(key) ?? { statusId: key, indent: 0, inConversation: false };
  };
  const layoutOf = (i: number) => {
    const row = rowAt(i);
    return row
      ? layouts.get(row.statusId, {
          width: Math.max(8, width - GUTTER - row.indent),
          inConversation: row.inConversation,
          now,
        })
      : undefined;
  };
  return (
    <VirtualList
      count={count + 1}
      cursor={index}
      revealTo={index === count - 1 ? count : undefined}
      height={height}
      heightOf={(i) => {
        const layout = layoutOf(i);
        return layout ? statusRows(layout, rowAt(i)?.after) : 1;
      }}
      scroll={props.cursor}
      renderItem={(i) => {
        const id = ids[i];
        const layout = layoutOf(i);
        if (id === undefined) {
          return (
            <Box key="footer" flexShrink={0} justifyContent={justify}>
              {note(footer)}
            </Box>
          );
        }
        if (!layout) {
          return (
            <Box key={id} flexShrink={0} justifyContent={justify}>
              {note(t('tui.status.unavailable'))}
            </Box>
          );
        }
        const row = rowAt(i);
        return (
          <StatusView
            key={id}
            layout={layout}
            width={width}
            indent={row?.indent}
            after={row?.after}
            selected={i === index && props.focused !== false}
            now={now}
          />
        );
      }}
    />
  );
});

/**
 * The entries a list shows: all of them, or without the muted ones when the user hides
 * muted posts (spec). A MobX computed, so the filter runs when the list or a preference
 * changes, not on every key press. `source` must read observables only. Key handlers call
 * `get()` themselves: several keys may arrive before React renders again.
 */
export function useShownEntries(
  source: () => readonly string[],
): IComputedValue<readonly string[]> {
  const { layouts, root } = useServices();
  const [shown] = useState(() =>
    computed(
      () => {
        const ids = source();
        if (!root.preferences.hideMutedPosts) return ids;
        return ids.filter((id) => layouts.muteDisplayOf(id) !== 'hidden');
      },
      { name: 'shown-entries' },
    ),
  );
  return shown;
}
