import { observer } from 'mobx-react-lite';
import type { ConversationMode, ConversationStore } from '../../../core/model/conversation';
import { useT } from '../../app/hooks';

const MODES: readonly ConversationMode[] = ['tree', 'linear'];

/** Title, the tree/linear switch and, on a part of a conversation, "show whole conversation". */
export const ConversationHeader = observer(function ConversationHeader({
  conversation,
  onShowWhole,
}: {
  conversation: ConversationStore;
  onShowWhole: () => void;
}) {
  const t = useT();
  // Dived, or a reply whose page holds only part of the conversation.
  const partial = conversation.diveRootId !== null || conversation.ancestorIds.length > 0;
  return (
    <header className="panel-heading conversation-heading">
      <h2>{t('timeline.conversation')}</h2>
      <div className="conversation-heading-actions">
        {partial ? (
          <button type="button" className="button conversation-undive" onClick={onShowWhole}>
            {t('conversation.undive')}
          </button>
        ) : null}
        <fieldset className="segmented" aria-label={t('conversation.view_mode')}>
          {MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              className="button segmented-option"
              aria-pressed={conversation.mode === mode}
              onClick={() => conversation.setMode(mode)}
            >
              {t(`conversation.${mode}`)}
            </button>
          ))}
        </fieldset>
      </div>
    </header>
  );
});
