import { Box } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { draftsOf } from '../../../core/model/drafts';
import { cursorTarget } from '../../../core/view/list-cursor';
import { draftContextLabel, draftExcerpt } from '../../../shared/format/draft-summary';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { UiLine, UiRow } from '../components/ui-row';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';

export interface DraftsScreenProps {
  active: boolean;
  width: number;
  height: number;
}

/**
 * The unsent drafts of the account, newest first: Enter continues one in the post form,
 * `d` discards one (after y/n), Esc closes. Opened with `g D`, and at start when a draft
 * was left by an earlier run (a crash, a lost terminal, a failed `petrel post`).
 */
export const DraftsScreen = observer(function DraftsScreen(props: DraftsScreenProps) {
  const { active, width, height } = props;
  const { root, nav, t, keyLabel } = useServices();
  const [view] = useState(() => observable({ index: 0, confirming: false }));
  const store = draftsOf(root.scope);
  const drafts = store.list();
  const index = Math.min(view.index, Math.max(0, drafts.length - 1));
  const selected = drafts[index];

  const globalAction = useGlobalActions();
  const onAction = (action: KeyActionId) => {
    if (view.confirming) {
      if (action === 'confirm.yes' && selected) store.discard(selected.id);
      if (action === 'confirm.yes' || action === 'confirm.no') {
        runInAction(() => (view.confirming = false));
      }
      return;
    }
    if (globalAction(action)) return;
    const target = cursorTarget(action, index, drafts.length, Math.max(1, height - 3));
    if (target !== undefined) {
      runInAction(() => (view.index = Math.max(0, Math.min(drafts.length - 1, target))));
      return;
    }
    if (action === 'drafts.close') nav.pop();
    else if (action === 'drafts.resume' && selected) {
      const replyTo = selected.context.kind === 'reply' ? selected.context.statusId : null;
      nav.openCompose(replyTo, selected);
    } else if (action === 'drafts.discard' && selected) {
      runInAction(() => (view.confirming = true));
    }
  };
  useKeyActions(view.confirming ? ['confirm'] : ['drafts', 'list', 'global'], onAction, {
    isActive: active,
  });
  if (!active) return null;

  const footer = view.confirming
    ? t('tui.drafts.discard')
    : t('tui.drafts.hint', {
        resume: keyLabel('drafts.resume'),
        discard: keyLabel('drafts.discard'),
        close: keyLabel('drafts.close'),
      });
  const rows = drafts.slice(0, Math.max(1, Math.floor((height - 3) / 2)));
  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold text={line(t('drafts.title'))} width={width} />
      <SafeText>{terminalText(' ')}</SafeText>
      {drafts.length === 0 && <UiLine dimColor text={line(t('drafts.empty'))} width={width} />}
      {rows.map((draft, i) => {
        const isSelected = i === index;
        const head = `${draftContextLabel(t, draft)} · ${draftExcerpt(t, draft)}`;
        const under = draft.error
          ? safeLine(t('drafts.not_sent', { detail: draft.error }))
          : draft.id;
        return (
          <Box key={draft.id} flexDirection="column">
            <UiRow
              parts={[
                { text: terminalText(isSelected ? '> ' : '  '), mark: true, color: 'cyan' },
                {
                  text: truncateToWidth(terminalText(safeLine(head)), width - 2),
                  inverse: isSelected,
                },
              ]}
              width={width}
            />
            <UiLine
              color={draft.error ? 'red' : 'gray'}
              text={truncateToWidth(terminalText(`    ${under}`), width)}
              width={width}
            />
          </Box>
        );
      })}
      <Box flexGrow={1} />
      <UiLine color={view.confirming ? 'yellow' : 'gray'} text={line(footer)} width={width} />
    </Box>
  );
});
