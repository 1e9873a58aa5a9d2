import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { ConversationStore, ThreadRow } from '../../../core/model/conversation';
import { useT } from '../../app/hooks';
import { StatusItem } from '../../components/status/StatusItem';
import { AvatarList } from './AvatarList';
import { ThreadNodeControls } from './ThreadNodeControls';

/**
 * One row of the conversation: the status indented by its depth (capped at the max thread
 * depth so deep threads stay readable), the thread-muted mark, and in tree mode the
 * node's controls.
 */
export const ThreadNode = observer(function ThreadNode({
  row,
  conversation,
  maxDepth,
  onDive,
}: {
  row: ThreadRow;
  conversation: ConversationStore;
  maxDepth: number;
  onDive: (statusId: string) => void;
}) {
  const t = useT();
  const tree = conversation.mode === 'tree';
  const indent = tree ? Math.min(row.depth, maxDepth) : 0;
  const classes = [
    'thread-node',
    row.isFocused ? 'thread-node-focused' : '',
    row.isDiveAncestor ? 'thread-node-ancestor' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      data-status-id={row.statusId}
      data-depth={row.depth}
      style={{ '--thread-depth': indent } as CSSProperties}
    >
      {row.threadMuted ? (
        <span className="thread-muted" data-testid="thread-muted">
          ⊘ {t('conversation.thread_muted')}
        </span>
      ) : null}
      <StatusItem id={row.statusId} focused={row.isFocused} inConversation />
      {row.isFocused ? <AvatarList statusId={row.statusId} /> : null}
      {tree ? <ThreadNodeControls row={row} conversation={conversation} onDive={onDive} /> : null}
    </div>
  );
});
