import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { keyboard, keymap as keymapWords } from '../../../shared/i18n/en/keymap';
import {
  actionsForHelp,
  formatBinding,
  KEY_CONTEXTS,
  type ResolvedKeymap,
} from '../../../shared/keymap';
import { useModel, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { Modal } from '../common/Modal';
import '../../styles/reading.css';

/** The contexts the web client has (no login keys: forms there are plain forms). */
const WEB_CONTEXTS = KEY_CONTEXTS.filter((context) => context !== 'login');

/**
 * The `?` overlay, generated from the shared keymap as the web resolves it
 * (`resolveWebKeymap`): per context, the actions the web client binds, with their keys.
 */
export const HelpOverlay = observer(function HelpOverlay({ keymap }: { keymap: ResolvedKeymap }) {
  // The actions' descriptions come with this chunk, not the first load.
  useFeatureWords({ keymap: keymapWords, keyboard });
  const t = useT();
  const { reading, root } = useModel();
  const { cursor } = reading;
  // Spec part 1 §5 nav rule federating: `g f` goes nowhere on a server that does not federate.
  const shown = (id: string) => root.instance.federating || id !== 'go.federated';
  const close = useCallback(() => cursor.setHelpOpen(false), [cursor]);
  if (!cursor.helpOpen) return null;
  return (
    <Modal
      title={t('keyboard.help_title')}
      onClose={close}
      footer={
        <button type="button" className="button" onClick={close}>
          {t('general.close')}
        </button>
      }
    >
      <div className="key-help" data-testid="key-help">
        <p className="faint">{t('keyboard.help_hint')}</p>
        {WEB_CONTEXTS.map((context) => {
          const actions = actionsForHelp(keymap, context).filter((action) => shown(action.id));
          if (actions.length === 0) return null;
          return (
            <section key={context} className="key-help-context" data-context={context}>
              <h3>{t(`keymap.context.${context}`)}</h3>
              <dl>
                {actions.map((action) => (
                  <div key={action.id} className="key-help-entry" data-action={action.id}>
                    <dt>
                      {action.bindings.map((binding) => (
                        <kbd key={binding.join(' ')}>{formatBinding(binding)}</kbd>
                      ))}
                    </dt>
                    <dd>{t(action.description)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
    </Modal>
  );
});
