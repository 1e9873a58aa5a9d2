import { Box, type Key } from 'ink';
import { observer } from 'mobx-react-lite';
import { switchNotice } from '../../../core/view/account-chooser';
import { cursorTarget } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { type AppServices, useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { UiLine, UiRow } from '../components/ui-row';
import { useKeyActions } from '../hooks/use-key-actions';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';

export interface AccountChooserProps {
  width: number;
  height: number;
}

/** Pick the entry at `index`: switch to it, or make it the account of the next action. */
export function chooseAccount(services: AppServices, index?: number): void {
  const { accounts, root, t, keyLabel } = services;
  const purpose = accounts.purpose;
  const switching = accounts.choose(index);
  if (purpose === 'act' && accounts.actingAs) {
    const keys = (['status.favourite', 'status.repeat', 'status.bookmark', 'status.reply'] as const)
      .map((id) => `${keyLabel(id)} ${t(`accounts.act_kind.${id.slice(7) as 'favourite'}`)}`)
      .join(' · ');
    root.notices.add('info', 'accounts.acting_as', { name: accounts.actingAs, keys });
  }
  void switching?.then((outcome) => {
    const notice = switchNotice(outcome);
    if (notice) root.notices.add(notice.level, notice.messageKey, notice.params);
  });
}

/**
 * `g a` (switch) or `A` (act as): the signed-in accounts, the active one marked; cursor and
 * Enter, or an entry's number.
 */
export const AccountChooserOverlay = observer(function AccountChooserOverlay(
  props: AccountChooserProps,
) {
  const { width, height } = props;
  const services = useServices();
  const { accounts, t, keyLabel } = services;
  const onAction = (action: KeyActionId) => {
    const target = cursorTarget(action, accounts.index, accounts.entries.length, 5);
    if (target !== undefined) return accounts.move(target);
    if (action === 'chooser.pick') return chooseAccount(services);
    if (action === 'chooser.cancel') return accounts.close();
    if (action === 'chooser.add' && accounts.purpose === 'switch') {
      accounts.close();
      services.adding.begin();
    }
  };
  const onOtherInput = (input: string, _key: Key) => {
    const digit = Number.parseInt(input, 10);
    if (/^[1-9]$/.test(input) && digit <= accounts.entries.length)
      chooseAccount(services, digit - 1);
  };
  useKeyActions(['chooser'], onAction, { isActive: accounts.purpose !== null, onOtherInput });
  if (!accounts.purpose) return null;

  const title = t(accounts.purpose === 'act' ? 'accounts.act_title' : 'accounts.chooser_title', {
    pick: keyLabel('chooser.pick'),
    cancel: keyLabel('chooser.cancel'),
  });
  const rows = accounts.entries.slice(0, Math.max(1, height - 3));
  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  // Right to left (issue 14): lines from the right edge, the marker ` <` there; the address
  // is drawn as it is (a bidi paragraph would move its `@`).
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold text={line(title)} width={width} />
      <SafeText>{terminalText(' ')}</SafeText>
      {rows.map((entry, i) => {
        const selected = i === accounts.index;
        const mark = entry.active ? ` (${t('accounts.current')})` : '';
        return (
          <UiRow
            key={entry.key}
            parts={[
              { text: terminalText(selected ? '> ' : '  '), mark: true, color: 'cyan' },
              { text: terminalText(`${i + 1}. `), inverse: selected },
              { text: terminalText(`@${safeLine(entry.key)}`), asIs: true, inverse: selected },
              ...(mark ? [{ text: terminalText(mark), inverse: selected }] : []),
            ]}
            width={width}
          />
        );
      })}
      {accounts.purpose === 'switch' ? (
        <UiLine
          dimColor
          text={line(t('tui.accounts.add_hint', { key: keyLabel('chooser.add') }))}
          width={width}
        />
      ) : null}
    </Box>
  );
});
