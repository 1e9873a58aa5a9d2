import { observer } from 'mobx-react-lite';
import type { ConversationStore, ThreadRow } from '../../../core/model/conversation';
import { useT } from '../../app/hooks';

/**
 * What a tree node offers below its status (spec thread node): "show N replies" and "show
 * all replies" when its replies are folded, "hide replies" when they show, and diving into
 * the sub-thread it starts.
 */
export const ThreadNodeControls = observer(function ThreadNodeControls({
  row,
  conversation,
  onDive,
}: {
  row: ThreadRow;
  conversation: ConversationStore;
  onDive: (statusId: string) => void;
}) {
  const t = useT();
  if (row.replyCount === 0) return null;
  const isDiveRoot = conversation.diveRootId === row.statusId;
  const canHide = !row.isDiveAncestor && !row.hasHiddenChildren;
  return (
    <div className="thread-node-controls">
      {row.hasHiddenChildren ? (
        <>
          <button
            type="button"
            className="button-link thread-show"
            aria-expanded={false}
            onClick={() => conversation.show(row.statusId)}
          >
            {t('conversation.show_replies', { count: row.hiddenCount })}
          </button>
          <button
            type="button"
            className="button-link thread-show-all"
            onClick={() => conversation.showRecursively(row.statusId)}
          >
            {t('conversation.show_all_replies')}
          </button>
        </>
      ) : null}
      {canHide ? (
        <button
          type="button"
          className="button-link thread-hide"
          aria-expanded={true}
          onClick={() => conversation.hide(row.statusId)}
        >
          {t('conversation.hide_replies')}
        </button>
      ) : null}
      {isDiveRoot ? null : (
        <button
          type="button"
          className="button-link thread-dive"
          onClick={() => onDive(row.statusId)}
        >
          {t('conversation.dive')}
        </button>
      )}
    </div>
  );
});
