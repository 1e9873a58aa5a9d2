import { Box } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ComponentType, useEffect, useState } from 'react';
import { securityOf } from '../../../../core/model/security-store';
import { cursorTarget } from '../../../../core/view/list-cursor';
import type { TranslationKey } from '../../../../shared/i18n';
import type { KeyActionId } from '../../../../shared/keymap';
import { useDirection, useServices } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import { UiLine, UiRow } from '../../components/ui-row';
import { useGlobalActions } from '../../hooks/use-global-actions';
import { useKeyActions } from '../../hooks/use-key-actions';
import { terminalText } from '../../layout/terminal-text';
import { padToWidth, textWidth, truncateToWidth } from '../../layout/text-width';
import { DeletePane, EmailPane, MovePane, type PaneProps, PasswordPane } from './security-forms';
import { AliasesPane, BackupsPane, TokensPane } from './security-lists';
import { TwoFactorPane } from './security-two-factor';

export interface SecurityScreenProps {
  active: boolean;
  width: number;
  height: number;
}

interface Section {
  id: string;
  title: TranslationKey;
  pane: ComponentType<PaneProps>;
}

/** Spec part 2 §2 settings tab "security", in the web's order. */
const SECTIONS: readonly Section[] = [
  { id: 'email', title: 'settings_modal.security.email', pane: EmailPane },
  { id: 'password', title: 'settings_modal.security.password', pane: PasswordPane },
  { id: 'mfa', title: 'settings_modal.security.mfa', pane: TwoFactorPane },
  { id: 'tokens', title: 'settings_modal.security.tokens', pane: TokensPane },
  { id: 'backups', title: 'settings_modal.security.backups', pane: BackupsPane },
  { id: 'aliases', title: 'settings_modal.security.aliases', pane: AliasesPane },
  { id: 'move', title: 'settings_modal.security.move', pane: MovePane },
  { id: 'delete', title: 'settings_modal.security.delete', pane: DeletePane },
];

/**
 * The account's security in the terminal (`g K`, `:security`, `S` in the settings; spec
 * part 2 §2 "security", §7 "Account settings"): the sections as a list with what each holds
 * now (two-factor on or off, how many apps, backups and aliases); Enter opens one, Esc goes
 * back and closes. The same core calls as the web's security tab and `petrel account …`.
 */
export const SecurityScreen = observer(function SecurityScreen(props: SecurityScreenProps) {
  const { active, width, height } = props;
  const { root, nav, t, keyLabel } = useServices();
  const rtl = useDirection() === 'rtl';
  const store = root.use(securityOf);
  const [view] = useState(() => observable({ index: 0, open: null as string | null }));
  useEffect(() => void store.load(), [store]);
  const runGlobal = useGlobalActions();
  const open = SECTIONS.find((s) => s.id === view.open);

  const onAction = (action: KeyActionId) => {
    const target = cursorTarget(action, view.index, SECTIONS.length, SECTIONS.length);
    if (target !== undefined) {
      runInAction(() => (view.index = Math.max(0, Math.min(SECTIONS.length - 1, target))));
    } else if (action === 'security.enter') {
      runInAction(() => (view.open = SECTIONS[view.index]!.id));
    } else if (action === 'security.back') nav.pop();
    else runGlobal(action);
  };
  useKeyActions(['security', 'list', 'global'], onAction, { isActive: active && !open });
  if (!active) return null;

  const inner = Math.max(10, width - 2);
  const margin = rtl ? { paddingRight: 2 } : { paddingLeft: 2 };
  if (open) {
    const Pane = open.pane;
    return (
      <Box flexDirection="column" height={height} {...margin} paddingTop={1}>
        <Pane
          store={store}
          active={active}
          width={inner}
          height={height - 1}
          onClose={() => runInAction(() => (view.open = null))}
        />
      </Box>
    );
  }
  const count = (list: readonly unknown[] | undefined) =>
    list === undefined ? '' : `(${list.length})`;
  const summary: Record<string, string> = {
    mfa: store.mfa === undefined ? '' : t(store.mfa ? 'tui_settings.on' : 'tui_settings.off'),
    tokens: count(store.tokens),
    backups: count(store.backups),
    aliases: count(store.aliases),
  };
  const titles = SECTIONS.map((s) => t(s.title));
  const titleWidth = Math.max(...titles.map((title) => textWidth(title)));
  const line = (text: ReturnType<typeof t>) => truncateToWidth(text, width);
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold width={width} text={line(terminalText(`  ${t('tui_security.title')}`))} />
      <SafeText>{terminalText(' ')}</SafeText>
      {SECTIONS.map((section, i) => {
        const at = i === view.index;
        return (
          <UiRow
            key={section.id}
            width={width}
            parts={[
              { text: terminalText(at ? '> ' : '  '), color: 'cyan', mark: true },
              { text: padToWidth(titles[i]!, titleWidth), inverse: at },
              { text: terminalText('  '), asIs: true },
              {
                text: terminalText(summary[section.id] ?? ''),
                color: section.id === 'mfa' && store.mfa ? 'green' : 'gray',
              },
            ]}
          />
        );
      })}
      <Box flexGrow={1} />
      <UiLine
        color="gray"
        width={width}
        text={line(
          terminalText(
            `  ${t('tui_security.hint', {
              open: keyLabel('security.enter'),
              back: keyLabel('security.back'),
            })}`,
          ),
        )}
      />
    </Box>
  );
});
