import { Box } from 'ink';
import { memo, useContext } from 'react';
import { relativeTime } from '../../../shared/text/relative-time';
import { AppContext, useDirection } from '../app-context';
import type { StatusLayout } from '../layout/status-layout';
import { EMPTY, joinTerminalText, type TerminalText, terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { SafeText } from './safe-text';
import {
  CollapsedStatus,
  GUTTER,
  groupByTone,
  Marker,
  NEWLINE,
  TONE_COLOR,
} from './status-view-parts';
import { StatusViewRtl } from './status-view-rtl';

export interface StatusViewProps {
  layout: StatusLayout;
  /** Total columns for the item, gutter and indentation included. */
  width: number;
  selected: boolean;
  /** The focused status of a thread. */
  focused?: boolean;
  /** Columns of reply indentation (threads). */
  indent?: number;
  /** Shown before the author when the indentation was capped (`5›`). */
  depthLabel?: TerminalText;
  /** Extra lines under the status (a thread's "N more replies"), already within the width. */
  after?: readonly TerminalText[];
  /** Drawn faint (a thread's ancestors above a dived sub-thread). */
  faint?: boolean;
  /** "Now" for the time label (moves once a minute). */
  now: number;
}

export { GUTTER };

/** Rows a status takes in a list: its layout, its extra lines and the blank separator. */
export function statusRows(layout: StatusLayout, after?: readonly TerminalText[]): number {
  return layout.height + (after?.length ?? 0) + 1;
}

/**
 * One status as laid out by `layoutStatus`, plus a blank separator row. Pure and
 * memoized: a cursor move re-renders only the two items whose `selected` changed.
 *
 * Ink re-parses every character a frame writes, escape codes included, on every frame, so
 * the rows write only what shows: indentation, the gutter, the gap before the time and the
 * separator row are layout (padding and margins), not spaces.
 */
export const StatusView = memo(function StatusView(props: StatusViewProps) {
  const { layout, width, selected, now } = props;
  const locale = useContext(AppContext)?.language();
  if (useDirection() === 'rtl') return <StatusViewRtl {...props} locale={locale} />;
  const indent = props.indent ?? 0;
  const inner = Math.max(1, width - GUTTER - indent);
  const after = props.after ?? [];
  // A muted status collapsed to its line, or a deleted status's placeholder: one faint line.
  if (layout.kind !== 'status') {
    const text = layout.lines[0]?.text ?? EMPTY;
    return <CollapsedStatus text={text} selected={selected} indent={indent} after={after} />;
  }
  // Who may see it goes with the time: a direct message must not look like a public post.
  const scope = layout.scope ? terminalText(`${layout.scope} · `) : EMPTY;
  const time = terminalText(relativeTime(layout.createdAt, now, { locale }));
  const prefix = props.depthLabel ?? EMPTY;
  const nameRoom = Math.max(0, inner - textWidth(scope + time) - 1 - textWidth(prefix));
  const name = truncateToWidth(layout.authorName, nameRoom);
  const acct = layout.authorAcct
    ? truncateToWidth(terminalText(` @${layout.authorAcct}`), nameRoom - textWidth(name))
    : EMPTY;
  const gap = Math.max(1, inner - textWidth(prefix + name + acct) - textWidth(scope + time));
  return (
    // No shrinking: an item the viewport cuts is clipped, never squeezed (which drops rows).
    <Box flexDirection="column" flexShrink={0} paddingLeft={indent} marginBottom={1}>
      {layout.repeatLine !== null && (
        <Box paddingLeft={GUTTER} flexShrink={0}>
          <SafeText color="green">{layout.repeatLine}</SafeText>
        </Box>
      )}
      <Box flexShrink={0}>
        <Marker selected={selected} faint={props.faint} />
        <SafeText dimColor={props.faint}>
          {prefix && <SafeText dimColor>{prefix}</SafeText>}
          <SafeText bold inverse={selected} underline={props.focused === true && !selected}>
            {name}
          </SafeText>
          <SafeText dimColor>{acct}</SafeText>
        </SafeText>
        <Box marginLeft={gap} flexShrink={0}>
          {scope && <SafeText color={layout.direct ? 'magenta' : 'yellow'}>{scope}</SafeText>}
          <SafeText dimColor>{time}</SafeText>
        </Box>
      </Box>
      <Box flexDirection="column" paddingLeft={GUTTER} flexShrink={0}>
        {groupByTone(layout.lines).map((group) => (
          <SafeText
            key={group.key}
            color={props.faint ? 'gray' : TONE_COLOR[group.tone]}
            bold={props.focused && group.tone === 'body'}
          >
            {joinTerminalText(group.lines, NEWLINE)}
          </SafeText>
        ))}
        {after.length > 0 && <SafeText color="gray">{joinTerminalText(after, NEWLINE)}</SafeText>}
      </Box>
    </Box>
  );
});
