import { Box } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { securityDetail } from '../../../../core/model/security-store';
import { cursorTarget } from '../../../../core/view/list-cursor';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import { UiLine, type UiPart, UiRow } from '../../components/ui-row';
import { useGlobalActions } from '../../hooks/use-global-actions';
import { useKeyActions } from '../../hooks/use-key-actions';
import { type TerminalText, terminalText } from '../../layout/terminal-text';
import { truncateToWidth } from '../../layout/text-width';

/** A result line: what was done, or the refusal with the server's words. */
export type Outcome = { ok: boolean; text: TerminalText } | null;

export interface SecurityListProps {
  title: TerminalText;
  /** One row a item (its parts after the cursor mark); undefined while loading. */
  rows: readonly (readonly UiPart[])[] | undefined;
  empty: TerminalText;
  loadError?: string;
  hint: TerminalText;
  /** `n`: adds (a backup at once; an alias opens its form). */
  onAdd?: () => Promise<Outcome> | undefined;
  /** `d` on a row: the y/n question, then the removal. */
  removal?: {
    question: (index: number) => TerminalText;
    run: (index: number) => Promise<Outcome>;
  };
  /** The failure's sentence, with the server's words. */
  failure: (detail: string) => TerminalText;
  active: boolean;
  width: number;
  height: number;
  onClose: () => void;
}

/**
 * A list of the security screen (authorized apps, backups, aliases): j/k move, `n` adds,
 * `d` removes the row under the cursor after y/n, Esc goes back. What was done, or the
 * server's refusal, shows under the list.
 */
export const SecurityList = observer(function SecurityList(props: SecurityListProps) {
  const { t } = useServices();
  const [view] = useState(() =>
    observable(
      { index: 0, asking: null as number | null, busy: false, outcome: null as Outcome },
      {},
      { deep: false },
    ),
  );
  const count = props.rows?.length ?? 0;
  const index = Math.min(view.index, Math.max(0, count - 1));
  const runGlobal = useGlobalActions();

  const run = async (call: () => Promise<Outcome> | undefined) => {
    runInAction(() => {
      view.busy = true;
      view.outcome = null;
    });
    let outcome: Outcome = null;
    try {
      outcome = (await call()) ?? null;
    } catch (error) {
      outcome = { ok: false, text: props.failure(securityDetail(error)) };
    }
    runInAction(() => {
      view.busy = false;
      view.outcome = outcome;
    });
  };

  const onAction = (action: KeyActionId) => {
    if (view.busy) return;
    const asking = view.asking;
    if (asking !== null) {
      runInAction(() => (view.asking = null));
      if (action === 'confirm.yes' && props.removal) void run(() => props.removal!.run(asking));
      return;
    }
    const page = Math.max(1, props.height - 6);
    const target = cursorTarget(action, index, count, page);
    if (target !== undefined) {
      runInAction(() => (view.index = Math.max(0, Math.min(count - 1, target))));
    } else if (action === 'security.back') props.onClose();
    else if (action === 'security.add' && props.onAdd) void run(props.onAdd);
    else if (action === 'security.remove' && props.removal && count > 0)
      runInAction(() => (view.asking = index));
    else runGlobal(action);
  };
  useKeyActions(view.asking !== null ? ['confirm'] : ['security', 'list', 'global'], onAction, {
    isActive: props.active,
  });

  const line = (text: TerminalText) => truncateToWidth(text, props.width - 2);
  const room = Math.max(1, props.height - 6);
  const first = Math.max(0, Math.min(index - room + 1, count - room));
  const shown = (props.rows ?? []).slice(first, first + room);
  const status = props.loadError
    ? t('tui_security.load_failed', { detail: props.loadError })
    : !props.rows
      ? t('general.loading')
      : count === 0
        ? props.empty
        : null;
  return (
    <Box flexDirection="column">
      <UiLine bold width={props.width} text={line(props.title)} />
      <SafeText>{terminalText(' ')}</SafeText>
      {status ? <UiLine color="gray" width={props.width} text={line(status)} /> : null}
      {shown.map((parts, i) => {
        const at = first + i === index;
        return (
          <UiRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows by position in a short list
            key={first + i}
            width={props.width}
            parts={[
              { text: terminalText(at ? '> ' : '  '), color: 'cyan', mark: true },
              ...parts.map((part, p) => (p === 0 && at ? { ...part, inverse: true } : part)),
            ]}
          />
        );
      })}
      <SafeText>{terminalText(' ')}</SafeText>
      {view.busy ? <UiLine color="yellow" width={props.width} text={t('general.loading')} /> : null}
      {view.outcome ? (
        <UiLine
          color={view.outcome.ok ? 'green' : 'red'}
          width={props.width}
          text={line(view.outcome.text)}
        />
      ) : null}
      <UiLine
        color={view.asking !== null ? 'yellow' : 'gray'}
        width={props.width}
        text={line(
          view.asking !== null && props.removal ? props.removal.question(view.asking) : props.hint,
        )}
      />
    </Box>
  );
});
