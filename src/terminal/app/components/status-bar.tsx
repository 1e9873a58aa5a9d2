import { observer } from 'mobx-react-lite';
import { type RootStore, SocketStatus, streamFor, type TimelineStore } from '../../../core';
import { badgeCount } from '../../../shared/format/count';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import { useDirection, useServices } from '../app-context';
import { EMPTY, type TerminalText, terminalText } from '../layout/terminal-text';
import { padToWidth, textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { SafeText } from './safe-text';

export type StreamState = 'live' | 'connecting' | 'polling' | 'offline';

/**
 * How fresh the timeline is: a joined socket is live; one starting is connecting; a socket
 * that broke is offline until it reconnects; a server without streaming (or a socket that
 * never opened) leaves polling every 10 s.
 */
export function streamState(root: RootStore, timeline: TimelineStore | undefined): StreamState {
  // The login was taken up without the server (issue 16): nothing is live until it answers.
  if (root.session.offline) return 'offline';
  const spec = timeline ? streamFor(timeline.kind) : { stream: 'user' as const };
  const socket = spec ? root.realtime.socket(spec) : undefined;
  switch (socket?.status) {
    case SocketStatus.JOINED:
      return 'live';
    case SocketStatus.STARTING:
    case SocketStatus.STARTING_INITIAL:
      return 'connecting';
    case SocketStatus.ERROR:
      return 'offline';
    default:
      return 'polling';
  }
}

const SPACE = terminalText(' ');
const SEPARATOR = terminalText(' · ');

const STREAM_COLOR: Readonly<Record<StreamState, string>> = {
  live: 'green',
  connecting: 'yellow',
  polling: 'yellow',
  offline: 'red',
};

export interface StatusBarProps {
  /** The timeline of the focused view, when it is one (its queue and stream show). */
  timeline: TimelineStore | undefined;
  /** Where the user is: `Home › Conversation`. */
  place: TerminalText;
  width: number;
}

/**
 * The bottom line: who and where (`@me@host · Home`), the new-status queue, unseen
 * notifications, the newest notice, and on the right the stream state and the help key.
 */
export const StatusBar = observer(function StatusBar({ timeline, place, width }: StatusBarProps) {
  const { root, t, keyLabel, accounts } = useServices();
  const direction = useDirection();
  const account = root.session.account;
  // Several accounts: how many others are signed in, and who the next action goes out as.
  const others = root.accounts.length - 1;
  const who = account ? `@${safeHandle(account.fqn)}${others > 0 ? ` +${others}` : ''}` : '';
  const acting = accounts.actingAs
    ? t('accounts.acting_as_short', { name: safeHandle(accounts.actingAs) })
    : '';
  const showNewKey = keyLabel('timeline.show_new');
  let queue = '';
  if (timeline?.flushMarker != null) queue = t('tui.status_bar.reload', { key: showNewKey });
  else if (timeline && timeline.newStatusCount > 0) {
    queue = t('tui.status_bar.new_statuses', { count: timeline.newStatusCount, key: showNewKey });
  }
  if (timeline?.paused) queue = [t('tui.status_bar.paused'), queue].filter(Boolean).join(' · ');
  const unseenCount = badgeCount(root.notifications.unseenCount);
  const announcements = root.scope.unread.counts.get('announcements') ?? 0;
  const chats = root.scope.unread.counts.get('chats') ?? 0;
  const unseen = [
    unseenCount ? t('tui.status_bar.unseen', { count: unseenCount }) : '',
    announcements
      ? t('tui.status_bar.announcements', {
          count: announcements,
          key: keyLabel('announcements.open'),
        })
      : '',
    chats ? t('tui.chats.status_bar', { count: chats, key: keyLabel('chats.open') }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const notice = root.notices.notices[root.notices.notices.length - 1];
  const noticeText = notice ? safeLine(t(notice.messageKey, notice.params)) : '';

  const stream = streamState(root, timeline);
  const right = ` ${t(`tui.status_bar.${stream}`)} · ${t('tui.status_bar.help', { key: keyLabel('help.toggle') })} `;
  const room = Math.max(0, width - textWidth(right));
  // Shown in this order; when they do not fit, the static ones give way first.
  const parts = fitParts(
    [
      { text: terminalText(who), priority: 0 },
      { text: terminalText(acting), priority: 5 },
      { text: place, priority: 1 },
      { text: terminalText(queue), priority: 3 },
      { text: terminalText(unseen), priority: 2 },
      { text: terminalText(noticeText), priority: 4, notice: true },
    ],
    room - 1,
  );
  const used = 1 + parts.reduce((sum, p, i) => sum + textWidth(p.text) + (i > 0 ? 3 : 0), 0);
  const noticeColor =
    notice?.level === 'error' ? 'red' : notice?.level === 'success' ? 'green' : undefined;
  const pad = padToWidth(EMPTY, Math.max(0, room - used));
  const stateText = <SafeText color={STREAM_COLOR[stream]}>{terminalText(right)}</SafeText>;
  if (direction === 'rtl') {
    // Mirrored: who and where start at the right edge, the stream state and help key are on
    // the left, and each part's words read from the right.
    const mirrored = [...parts].reverse();
    return (
      <SafeText inverse>
        <SafeText color={STREAM_COLOR[stream]}>{uiLine(terminalText(right), 'rtl')}</SafeText>
        {pad}
        {mirrored.map((part, i) => (
          <SafeText key={part.priority} color={part.notice ? noticeColor : undefined}>
            {uiLine(part.text, 'rtl')}
            {i < mirrored.length - 1 ? SEPARATOR : EMPTY}
          </SafeText>
        ))}
        {SPACE}
      </SafeText>
    );
  }
  return (
    <SafeText inverse>
      {SPACE}
      {parts.map((part, i) => (
        <SafeText key={part.priority} color={part.notice ? noticeColor : undefined}>
          {i > 0 ? SEPARATOR : EMPTY}
          {part.text}
        </SafeText>
      ))}
      {pad}
      {stateText}
    </SafeText>
  );
});

interface BarPart {
  text: TerminalText;
  /** Higher stays longer. */
  priority: number;
  notice?: boolean;
}

/**
 * Drop the lowest-priority parts until the rest fits `room` columns (joined by ` · `);
 * the last one left is truncated if it alone is too wide.
 */
export function fitParts(parts: readonly BarPart[], room: number): BarPart[] {
  let kept = parts.filter((p) => p.text !== '');
  const width = (list: BarPart[]) =>
    list.reduce((sum, p, i) => sum + textWidth(p.text) + (i > 0 ? 3 : 0), 0);
  while (kept.length > 1 && width(kept) > room) {
    const lowest = kept.reduce((a, b) => (b.priority < a.priority ? b : a));
    kept = kept.filter((p) => p !== lowest);
  }
  if (kept.length === 1 && width(kept) > room) {
    kept = [{ ...kept[0]!, text: truncateToWidth(kept[0]!.text, Math.max(0, room)) }];
  }
  return kept;
}
