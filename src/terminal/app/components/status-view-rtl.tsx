import { Box } from 'ink';
import { relativeTime } from '../../../shared/text/relative-time';
import { EMPTY, terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { SafeText } from './safe-text';
import type { StatusViewProps } from './status-view';
import {
  CollapsedStatus,
  EndAligned,
  GUTTER,
  groupByTone,
  Marker,
  TONE_COLOR,
} from './status-view-parts';

const DOT = terminalText(' · ');

/**
 * `StatusView` for a right-to-left interface (Arabic): the same status mirrored. The cursor
 * marker and a thread's indentation are on the right, the author starts at the right edge
 * with the time at the far left, and every line of the post ends at the right edge (lines
 * of a right-to-left paragraph are already in visual order, from `wrapToWidth`).
 */
export function StatusViewRtl(props: StatusViewProps & { locale: string | undefined }) {
  const { layout, width, selected, now, locale } = props;
  const indent = props.indent ?? 0;
  const inner = Math.max(1, width - GUTTER - indent);
  const after = props.after ?? [];
  if (layout.kind !== 'status') {
    const text = layout.lines[0]?.text ?? EMPTY;
    return <CollapsedStatus text={text} selected={selected} indent={indent} after={after} rtl />;
  }
  const scope = layout.scope ? uiLine(terminalText(layout.scope), 'rtl') : EMPTY;
  const time = uiLine(terminalText(relativeTime(layout.createdAt, now, { locale })), 'rtl');
  const stamp = scope ? textWidth(scope) + textWidth(DOT) + textWidth(time) : textWidth(time);
  const prefix = props.depthLabel ?? EMPTY;
  const nameRoom = Math.max(0, inner - stamp - 1 - textWidth(prefix));
  const name = truncateToWidth(layout.authorName, nameRoom);
  const acct = layout.authorAcct
    ? truncateToWidth(terminalText(`@${layout.authorAcct} `), nameRoom - textWidth(name))
    : EMPTY;
  const gap = Math.max(1, inner - textWidth(prefix + name + acct) - stamp);
  return (
    <Box flexDirection="column" flexShrink={0} paddingRight={indent} marginBottom={1}>
      {layout.repeatLine !== null && (
        <Box flexDirection="column" paddingRight={GUTTER} flexShrink={0}>
          <EndAligned lines={[layout.repeatLine]} color="green" />
        </Box>
      )}
      <Box flexShrink={0} flexDirection="row-reverse">
        <Marker selected={selected} faint={props.faint} rtl />
        <SafeText dimColor={props.faint}>
          <SafeText dimColor>{acct}</SafeText>
          <SafeText bold inverse={selected} underline={props.focused === true && !selected}>
            {name}
          </SafeText>
          {prefix && <SafeText dimColor>{prefix}</SafeText>}
        </SafeText>
        <Box marginRight={gap} flexShrink={0}>
          <SafeText dimColor>{time}</SafeText>
          {scope && (
            <SafeText color={layout.direct ? 'magenta' : 'yellow'}>
              {DOT}
              {scope}
            </SafeText>
          )}
        </Box>
      </Box>
      <Box flexDirection="column" paddingRight={GUTTER} flexShrink={0}>
        {groupByTone(layout.lines).map((group) => (
          <EndAligned
            key={group.key}
            lines={group.lines}
            color={props.faint ? 'gray' : TONE_COLOR[group.tone]}
            bold={props.focused && group.tone === 'body'}
          />
        ))}
        <EndAligned lines={after} color="gray" />
      </Box>
    </Box>
  );
}
