import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { isServerOption, type ServerOptionName } from '../../../core/model/server-options';
import { SETTINGS } from '../../../core/model/settings';
import { cursorTarget } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { useDirection, useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { TextField } from '../components/text-field';
import { UiLine, UiRow } from '../components/ui-row';
import { applySetting, setAccountOption } from '../hooks/settings-actions';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { editLine } from '../keys/line-input';
import { terminalText } from '../layout/terminal-text';
import { padToWidth, textWidth, truncateToWidth } from '../layout/text-width';
import {
  ACCOUNT_OPTION_NAMES,
  accountOptionAbout,
  accountOptionsOf,
  loadAccountOptions,
  nextAccountValue,
  showAccountOption,
} from '../model/account-options';
import {
  editText,
  isSynced,
  nextValue,
  parseTerminalSetting,
  showValue,
  type TerminalSettingKey,
  terminalSettingKeys,
} from '../model/terminal-settings';
import { type EditState, editOf } from '../model/text-edit';

export interface SettingsScreenProps {
  active: boolean;
  width: number;
  height: number;
}

/** Spec-free layout: the value column's width, and the rows the title and footer take. */
const VALUE_WIDTH = 18;
const GAP = terminalText('  ');
const CHROME_ROWS = 6;

interface ViewState {
  index: number;
  /** The text being edited (numbers, words, lists), or null. */
  edit: EditState | null;
  /** Why the edited text was refused. */
  problem: string | null;
}

/**
 * The terminal's settings (`g ,`, `:set` alone): every setting of the schema with its value,
 * where it is kept and what it does. Enter flips a switch, moves a choice on, or edits a
 * number or text on the bottom line (checked by the schema, its refusal shown there);
 * `x` puts the default back; Esc closes. The same change as `:set NAME VALUE`.
 */
export const SettingsScreen = observer(function SettingsScreen(props: SettingsScreenProps) {
  const { active, width, height } = props;
  const services = useServices();
  const { root, nav, t, keyLabel } = services;
  const rtl = useDirection() === 'rtl';
  const [view] = useState(() => observable<ViewState>({ index: 0, edit: null, problem: null }));
  // This device's and the synced settings, then the options kept on the account.
  const own = terminalSettingKeys();
  const account = accountOptionsOf(root);
  const keys: readonly (TerminalSettingKey | ServerOptionName)[] = [
    ...own,
    ...ACCOUNT_OPTION_NAMES,
  ];
  useEffect(() => void loadAccountOptions(root), [root]);
  const prefs = root.preferences;
  const index = Math.min(view.index, keys.length - 1);
  const chosen = keys[index]!;
  const selected = own[Math.min(index, own.length - 1)]!;
  const page = Math.max(1, height - CHROME_ROWS);
  const runGlobal = useGlobalActions();

  const onAction = (action: KeyActionId) => {
    const target = cursorTarget(action, index, keys.length, page);
    if (target !== undefined) {
      runInAction(() => (view.index = Math.max(0, Math.min(keys.length - 1, target))));
      return;
    }
    if (action === 'settings.close') nav.pop();
    else if (action === 'settings.security') nav.openSecurity();
    else if (isServerOption(chosen)) {
      // Saved through the server at once; the account's options have no default to put back.
      if (action === 'settings.change') {
        const next = nextAccountValue(chosen, account.values[chosen]);
        void setAccountOption(services, chosen, String(next));
      } else if (action !== 'settings.reset') runGlobal(action);
    } else if (action === 'settings.reset') {
      applySetting(services, selected, SETTINGS[selected].initial());
    } else if (action === 'settings.change') {
      const next = nextValue(selected, prefs);
      if (next !== undefined) applySetting(services, selected, next);
      else runInAction(() => (view.edit = editOf(editText(selected, prefs))));
    } else runGlobal(action);
  };

  const onEditAction = (action: KeyActionId) => {
    if (action === 'prompt.cancel') {
      runInAction(() => {
        view.edit = null;
        view.problem = null;
      });
    } else if (action === 'prompt.submit' && view.edit) {
      const parsed = parseTerminalSetting(selected, view.edit.value, prefs);
      if (!parsed.ok) {
        runInAction(() => (view.problem = t(parsed.messageKey, parsed.values)));
        return;
      }
      runInAction(() => {
        view.edit = null;
        view.problem = null;
      });
      applySetting(services, selected, parsed.value);
    }
  };

  const onEditInput = (input: string, key: Key, chords: readonly string[]) => {
    const edited = view.edit && editLine(view.edit, input, key, chords, width - 4);
    if (!edited) return;
    runInAction(() => {
      view.edit = edited;
      view.problem = null;
    });
  };

  const editing = view.edit !== null;
  useKeyActions(
    editing ? ['prompt'] : ['settings', 'list', 'global'],
    editing ? onEditAction : onAction,
    {
      isActive: active,
      ...(editing ? { onOtherInput: onEditInput } : {}),
    },
  );
  if (!active) return null;

  // Each part its own names' column: the account's long names (blockNotificationsFromStrangers)
  // do not squeeze the words of this device's settings.
  const ownWidth = Math.max(...own.map((key) => key.length));
  const accountWidth = Math.max(...ACCOUNT_OPTION_NAMES.map((key) => key.length));
  const nameWidthOf = (key: string) => (isServerOption(key) ? accountWidth : ownWidth);
  const whereWidth = Math.max(
    textWidth(t('tui_settings.synced')),
    textWidth(t('tui_settings.device')),
    textWidth(t('tui_settings.account')),
  );
  // The names' column is flush with the marker: padded away from it.
  const nameOf = (key: string) =>
    rtl
      ? terminalText(key.padStart(nameWidthOf(key)))
      : padToWidth(terminalText(key), nameWidthOf(key));
  const first = Math.max(0, Math.min(index - page + 1, keys.length - page));
  const shown = keys.slice(Math.max(0, first), Math.max(0, first) + page);
  const line = (text: string) => truncateToWidth(terminalText(text), width);
  const footer = t('tui_settings.hint', {
    change: keyLabel('settings.change'),
    reset: keyLabel('settings.reset'),
    close: keyLabel('settings.close'),
  });

  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold width={width} text={line(`  ${t('tui_settings.title')}`)} />
      <SafeText>{terminalText(' ')}</SafeText>
      {shown.map((key) => {
        const isSelected = key === chosen;
        const shownValue = isServerOption(key)
          ? showAccountOption(account.values[key], t)
          : showValue(key, prefs[key], t);
        const value = padToWidth(
          truncateToWidth(terminalText(shownValue), VALUE_WIDTH),
          VALUE_WIDTH,
        );
        const where = padToWidth(
          terminalText(
            t(
              isServerOption(key)
                ? 'tui_settings.account'
                : isSynced(key)
                  ? 'tui_settings.synced'
                  : 'tui_settings.device',
            ),
          ),
          whereWidth,
        );
        const about = isServerOption(key)
          ? t(accountOptionAbout(key))
          : t(`tui_settings.about.${key}`);
        const room = Math.max(0, width - 2 - nameWidthOf(key) - VALUE_WIDTH - whereWidth - 6);
        // The cursor mark, the setting's name (as config.json spells it), its value, where
        // it is kept and what it does: from the right in a right-to-left language.
        return (
          <UiRow
            key={key}
            width={width}
            parts={[
              { text: terminalText(isSelected ? '> ' : '  '), color: 'cyan', mark: true },
              { text: nameOf(key), inverse: isSelected, asIs: true },
              { text: GAP, asIs: true },
              { text: value, color: 'green' },
              { text: GAP, asIs: true },
              { text: where, color: 'gray' },
              { text: GAP, asIs: true },
              { text: truncateToWidth(about, room), dimColor: true },
            ]}
          />
        );
      })}
      <Box flexGrow={1} />
      {view.edit ? (
        <>
          {view.problem ? (
            <UiLine color="red" width={width} text={line(`  ${view.problem}`)} />
          ) : null}
          <Box flexDirection={rtl ? 'row-reverse' : 'row'}>
            <SafeText bold>{terminalText(rtl ? ` :${selected}  ` : `  ${selected}: `)}</SafeText>
            <TextField state={view.edit} width={Math.max(2, width - selected.length - 5)} focused />
          </Box>
          <UiLine color="gray" width={width} text={line(`  ${t('tui_settings.edit_hint')}`)} />
        </>
      ) : (
        <>
          <UiLine
            color="gray"
            width={width}
            text={line(
              `  ${t('tui_security.settings_hint', { key: keyLabel('settings.security') })}`,
            )}
          />
          <UiLine color="gray" width={width} text={line(`  ${footer}`)} />
        </>
      )}
    </Box>
  );
});
