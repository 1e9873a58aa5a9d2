import { Text } from 'ink';
import { observer } from 'mobx-react-lite';
import { type RootStore, SocketStatus, streamFor, type TimelineStore } from '../../../core';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { padToWidth, textWidth, truncateToWidth } from '../layout/text-width';

export type StreamState = 'live' | 'connecting' | 'polling' | 'offline';

/**
 * How fresh the timeline is: a joined socket is live; one starting is connecting; a socket
 * that broke is offline until it reconnects; a server without streaming (or a socket that
 * never opened) leaves polling every 10 s.
 */
export function streamState(root: RootStore, timeline: TimelineStore): StreamState {
  const spec = streamFor(timeline.kind);
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

const STREAM_COLOR: Readonly<Record<StreamState, string>> = {
  live: 'green',
  connecting: 'yellow',
  polling: 'yellow',
  offline: 'red',
};

export interface StatusBarProps {
  timeline: TimelineStore;
  width: number;
}

/**
 * The bottom line: who and where (`@me@host · Home`), the new-status queue, the newest
 * notice, and on the right the stream state and the help key.
 */
export const StatusBar = observer(function StatusBar({ timeline, width }: StatusBarProps) {
  const { root, nav, t, keyLabel } = useServices();
  const account = root.session.account;
  const segments: string[] = [];
  if (account) segments.push(`@${safeLine(account.fqn)}`);
  const screen = nav.top.kind;
  segments.push(
    screen === 'thread'
      ? `${t('timeline.name.home')} › ${t('tui.status_bar.conversation')}`
      : screen === 'compose'
        ? t('tui.status_bar.compose')
        : t('timeline.name.home'),
  );
  const showNewKey = keyLabel('timeline.show_new');
  let queue: string | undefined;
  if (timeline.flushMarker !== null) queue = t('tui.status_bar.reload', { key: showNewKey });
  else if (timeline.newStatusCount > 0) {
    queue = t('tui.status_bar.new_statuses', { count: timeline.newStatusCount, key: showNewKey });
  }
  if (queue) segments.push(queue);
  const notice = root.notices.notices[root.notices.notices.length - 1];
  const noticeText = notice ? safeLine(t(notice.messageKey, notice.params)) : '';

  const stream = streamState(root, timeline);
  const right = ` ${t(`tui.status_bar.${stream}`)} · ${t('tui.status_bar.help', { key: keyLabel('help.toggle') })} `;
  const room = Math.max(0, width - textWidth(right));
  const leftText = ` ${segments.join(' · ')}`;
  const left = truncateToWidth(leftText, room);
  const noticeRoom = room - textWidth(left) - 3;
  const noticeShown = noticeText && noticeRoom > 4 ? truncateToWidth(noticeText, noticeRoom) : '';
  const used = textWidth(left) + (noticeShown ? 3 + textWidth(noticeShown) : 0);
  return (
    <Text inverse>
      {left}
      {noticeShown && (
        <>
          {' · '}
          <Text
            color={
              notice?.level === 'error' ? 'red' : notice?.level === 'success' ? 'green' : undefined
            }
          >
            {noticeShown}
          </Text>
        </>
      )}
      {padToWidth('', Math.max(0, room - used))}
      <Text color={STREAM_COLOR[stream]}>{right}</Text>
    </Text>
  );
});
