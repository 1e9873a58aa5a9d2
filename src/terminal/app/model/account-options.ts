import type { RootStore } from '../../../core';
import type { PleromaClient } from '../../../core/api/client';
import { credentialsOf } from '../../../core/api/credentials';
import {
  SERVER_OPTION_CHOICES,
  SERVER_OPTIONS,
  type ServerOptionName,
  ServerOptions,
} from '../../../core/model/server-options';
import type { Translate, TranslationKey } from '../../../shared/i18n';

/**
 * Spec part 2 §3 "Profile options mapped to server fields" in the terminal: the options kept
 * on the account (locked, defaultScope, acceptChatMessages, …), listed under the settings
 * view's own and changed with `:set NAME VALUE` as the web's settings tabs change them
 * (saved through the server at once; a refusal puts the old value back with "Error saving
 * settings"). One per signed-in account, read from verify_credentials on first use.
 */
interface Kept {
  readonly options: ServerOptions;
  loading: Promise<void> | null;
}

const kept = new WeakMap<PleromaClient, Kept>();

function keptOf(root: RootStore): Kept {
  let entry = kept.get(root.client);
  if (!entry) {
    const client = root.client;
    entry = {
      options: new ServerOptions({
        updateCredentials: (changes) => credentialsOf(client).update(changes),
        updateNotificationSettings: (changes) =>
          credentialsOf(client).notificationSettings(changes),
        notices: root.notices,
      }),
      loading: null,
    };
    kept.set(client, entry);
  }
  return entry;
}

/** The account's options (values arrive with `loadAccountOptions`). */
export function accountOptionsOf(root: RootStore): ServerOptions {
  return keptOf(root).options;
}

/** Read them from the server once; a failure is only logged (the rows show "…"). */
export function loadAccountOptions(root: RootStore): Promise<void> {
  const entry = keptOf(root);
  entry.loading ??= credentialsOf(root.client)
    .own()
    .then(
      (own) => entry.options.load(own),
      (error: unknown) => {
        entry.loading = null;
        root.ports.logger.warn('Account options failed to load', error);
      },
    );
  return entry.loading;
}

export const ACCOUNT_OPTION_NAMES = Object.keys(SERVER_OPTIONS) as ServerOptionName[];

/** The words Tab offers after `:set NAME ` for an account option. */
export function accountOptionWords(name: ServerOptionName): readonly string[] {
  return SERVER_OPTION_CHOICES[name] ?? ['on', 'off'];
}

/** An option's value as the view and the notices show it (`…` until read). */
export function showAccountOption(value: unknown, t: Translate): string {
  if (value === undefined) return '…';
  if (typeof value === 'boolean') return t(value ? 'tui_settings.on' : 'tui_settings.off');
  return String(value);
}

/** What an option does: the web's label of it (its settings tab's words). */
export function accountOptionAbout(name: ServerOptionName): TranslationKey {
  switch (name) {
    case 'defaultScope':
    case 'defaultNSFW':
    case 'stripRichContent':
      return `settings_modal.composing.${name}`;
    case 'webPushHideContents':
    case 'blockNotificationsFromStrangers':
      return `settings_modal.notifications.${name}`;
    default:
      return `settings_modal.profile.${name}`;
  }
}

/** The next value Enter gives in the view: a flag flipped, a choice moved on. */
export function nextAccountValue(name: ServerOptionName, value: unknown): unknown {
  const choices = SERVER_OPTION_CHOICES[name];
  if (!choices) return value !== true;
  return choices[(choices.indexOf(String(value)) + 1) % choices.length];
}
