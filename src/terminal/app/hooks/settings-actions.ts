import {
  isServerOption,
  parseServerOptionText,
  type ServerOptionName,
} from '../../../core/model/server-options';
import type { AppServices } from '../app-context';
import {
  ACCOUNT_OPTION_NAMES,
  accountOptionsOf,
  accountOptionWords,
  loadAccountOptions,
  showAccountOption,
} from '../model/account-options';
import type { CompletionSources } from '../model/command-line';
import {
  isTerminalSettingKey,
  parseTerminalSetting,
  showValue,
  type TerminalSettingKey,
  terminalSettingKeys,
  valueCompletions,
} from '../model/terminal-settings';

/**
 * Changing settings from the terminal: the settings view and `:set` both end here. A change
 * goes to the preferences store (saved on this device at once; the synced ones also go to
 * the server through the account's server store, see core/model/server-storage/kit.ts).
 */

/** Set a value the schema accepted, and say so on the status line. */
export function applySetting(services: AppServices, key: TerminalSettingKey, value: unknown): void {
  const { root, t } = services;
  root.preferences.set({ [key]: value });
  root.notices.add('info', 'tui_settings.changed', {
    name: key,
    value: showValue(key, root.preferences[key], t),
  });
}

/**
 * Parse and set a typed value; a refusal (with the schema's limits) becomes a warning.
 * Answers whether the value was taken.
 */
export function setFromText(services: AppServices, key: TerminalSettingKey, text: string): boolean {
  const { root } = services;
  const parsed = parseTerminalSetting(key, text, root.preferences);
  if (!parsed.ok) {
    root.notices.add('warning', parsed.messageKey, parsed.values);
    return false;
  }
  applySetting(services, key, parsed.value);
  return true;
}

/** `:set` alone opens the view; `:set NAME` tells its value; `:set NAME VALUE` changes it. */
export function runSetCommand(services: AppServices, name: string, value: string | null): void {
  const { root, nav, t } = services;
  if (name === '') {
    nav.openSettings();
    return;
  }
  if (isServerOption(name)) {
    void setAccountOption(services, name, value);
    return;
  }
  if (!isTerminalSettingKey(name)) {
    root.notices.add('warning', 'tui_settings.unknown', { name });
    return;
  }
  if (value === null) {
    root.notices.add('info', 'tui_settings.current', {
      name,
      value: showValue(name, root.preferences[name], t),
    });
    return;
  }
  setFromText(services, name, value);
}

/**
 * An option kept on the account (spec part 2 §3): `:set locked` tells it, `:set locked on`
 * saves it through the server (a refusal reverts it with "Error saving settings").
 */
export async function setAccountOption(
  services: AppServices,
  name: ServerOptionName,
  text: string | null,
): Promise<void> {
  const { root, t } = services;
  const options = accountOptionsOf(root);
  await loadAccountOptions(root);
  if (text === null) {
    root.notices.add('info', 'tui_settings.current', {
      name,
      value: showAccountOption(options.values[name], t),
    });
    return;
  }
  const value = parseServerOptionText(name, text);
  if (value === undefined) {
    const refusal =
      accountOptionWords(name).length === 2
        ? 'tui_settings.takes_boolean'
        : 'tui_settings.takes_value';
    root.notices.add('warning', refusal, { name, value: text.trim() });
    return;
  }
  if (await options.set(name, value)) {
    root.notices.add('info', 'tui_settings.changed', {
      name,
      value: showAccountOption(options.values[name], t),
    });
  }
}

/** Tab completion for `:set`: the names, then the values the named one takes. */
export function settingCompletions(
  services: AppServices,
): NonNullable<CompletionSources['settings']> {
  return {
    names: () => [...terminalSettingKeys(), ...ACCOUNT_OPTION_NAMES],
    values: (name) =>
      isServerOption(name)
        ? accountOptionWords(name)
        : valueCompletions(name, services.root.preferences),
  };
}
