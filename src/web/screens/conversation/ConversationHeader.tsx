import { observer } from 'mobx-react-lite';
import type { ConversationMode, ConversationStore } from '../../../core/model/conversation';
import { useT } from '../../app/hooks';

const MODES: readonly ConversationMode[] = ['tree', 'linear'];

/** Title, the tree/linear switch and, while dived, "show whole conversation". */
export const ConversationHeader = observer(function ConversationHeader({
  conversation,
  onUndive,
}: {
  conversation: ConversationStore;
  onUndive: () => void;
}) {
  const t = useT();
  const dived = conversation.mode === 'tree' && conversation.diveRootId !== null;
  return (
    <header className="panel-heading conversation-heading">
      <h2>{t('timeline.conversation')}</h2>
      <div className="conversation-heading-actions">
        {dived ? (
          <button type="button" className="button conversation-undive" onClick={onUndive}>
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
