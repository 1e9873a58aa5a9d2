import { observer } from 'mobx-react-lite';
import type { Status } from '../../../core/domain/types';
import { REACTIONS_SHOWN, visibleReactions } from '../../../core/model/status-display';
import { useModel, useT } from '../../app/hooks';

const HTTP_URL = /^https?:\/\//i;

/** Emoji reactions with their counts: 12, then a '+N' expander (spec part 2 §9). */
export const EmojiReactions = observer(function EmojiReactions({ status }: { status: Status }) {
  const t = useT();
  const { statusView } = useModel().reading;
  const expanded = statusView.get(status.id).showingAllReactions;
  const { reactions, moreCount } = visibleReactions(status, expanded);
  return (
    <ul className="emoji-reactions" aria-label={t('status.reactions')}>
      {reactions.map((reaction) => (
        <li key={reaction.name}>
          {/* A button: Tab reaches it and opens who reacted (PopoverLayer), as hover does. */}
          <button
            type="button"
            className={reaction.me ? 'emoji-reaction emoji-reaction-me' : 'emoji-reaction'}
            title={`:${reaction.name.replace(/^:|:$/g, '')}:`}
            aria-haspopup="dialog"
          >
            {reaction.url && HTTP_URL.test(reaction.url) ? (
              <img className="emoji" src={reaction.url} alt={reaction.name} loading="lazy" />
            ) : (
              <span className="emoji-reaction-emoji">{reaction.name}</span>
            )}{' '}
            <span className="emoji-reaction-count">{reaction.count}</span>
          </button>
        </li>
      ))}
      {moreCount > 0 ? (
        <li>
          <button
            type="button"
            className="button-link emoji-reactions-more"
            aria-label={t('status.reactions_more_label', { count: moreCount })}
            onClick={() => statusView.set(status.id, 'showingAllReactions', true)}
          >
            {t('status.reactions_more', { count: moreCount })}
          </button>
        </li>
      ) : null}
      {expanded && status.emojiReactions.length > REACTIONS_SHOWN ? (
        <li>
          <button
            type="button"
            className="button-link emoji-reactions-less"
            onClick={() => statusView.set(status.id, 'showingAllReactions', false)}
          >
            {t('status.reactions_less')}
          </button>
        </li>
      ) : null}
    </ul>
  );
});
