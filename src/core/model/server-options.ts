import { action, makeObservable, observable, runInAction } from 'mobx';
import type { CredentialChanges, OwnCredentials } from '../api/credentials';
import type { Visibility } from '../domain/types';
import type { NoticeStore } from './notices';

/**
 * Spec part 2 §3 "Profile options mapped to server fields": each option, how it is read from
 * one's own account and the change that saves it (update_credentials, or the notification
 * settings call for the last two).
 */
interface ServerOption<T> {
  read: (own: OwnCredentials) => T;
  change: (value: T) => { credentials?: CredentialChanges; notifications?: NotificationChange };
}

export interface NotificationChange {
  blockFromStrangers?: boolean;
  hideNotificationContents?: boolean;
}

const option = <T>(o: ServerOption<T>): ServerOption<T> => o;
const credential = (build: (value: boolean) => CredentialChanges) =>
  option<boolean>({
    read: () => false,
    change: (value) => ({ credentials: build(value) }),
  });

export const SERVER_OPTIONS = {
  defaultScope: option<Visibility>({
    read: (own) => own.defaultScope,
    change: (value) => ({ credentials: { defaultScope: value } }),
  }),
  defaultNSFW: {
    ...credential((v) => ({ defaultSensitive: v })),
    read: (own: OwnCredentials) => own.defaultNSFW,
  },
  stripRichContent: {
    ...credential((v) => ({ noRichText: v })),
    read: (own: OwnCredentials) => own.stripRichContent,
  },
  locked: {
    ...credential((v) => ({ locked: v })),
    read: (own: OwnCredentials) => own.account.locked,
  },
  acceptChatMessages: {
    ...credential((v) => ({ acceptsChatMessages: v })),
    read: (own: OwnCredentials) => own.acceptChatMessages,
  },
  allowFollowingMove: {
    ...credential((v) => ({ allowFollowingMove: v })),
    read: (own: OwnCredentials) => own.allowFollowingMove,
  },
  discoverable: {
    ...credential((v) => ({ discoverable: v })),
    read: (own: OwnCredentials) => own.discoverable,
  },
  hideFavorites: {
    ...credential((v) => ({ hideFavorites: v })),
    read: (own: OwnCredentials) => own.hideFavorites,
  },
  hideFollowers: {
    ...credential((v) => ({ hideFollowers: v })),
    read: (own: OwnCredentials) => own.account.hideFollowers,
  },
  hideFollows: {
    ...credential((v) => ({ hideFollows: v })),
    read: (own: OwnCredentials) => own.account.hideFollows,
  },
  hideFollowersCount: {
    ...credential((v) => ({ hideFollowersCount: v })),
    read: (own: OwnCredentials) => own.account.hideFollowersCount,
  },
  hideFollowsCount: {
    ...credential((v) => ({ hideFollowsCount: v })),
    read: (own: OwnCredentials) => own.account.hideFollowsCount,
  },
  webPushHideContents: option<boolean>({
    read: (own) => own.webPushHideContents,
    change: (value) => ({ notifications: { hideNotificationContents: value } }),
  }),
  blockNotificationsFromStrangers: option<boolean>({
    read: (own) => own.blockNotificationsFromStrangers,
    change: (value) => ({ notifications: { blockFromStrangers: value } }),
  }),
} satisfies Record<string, ServerOption<never> | ServerOption<boolean> | ServerOption<Visibility>>;

export type ServerOptionName = keyof typeof SERVER_OPTIONS;

/** The words an option that is not a flag takes. */
export const SERVER_OPTION_CHOICES: Partial<Record<ServerOptionName, readonly string[]>> = {
  defaultScope: ['public', 'unlisted', 'private', 'direct'],
};
export type ServerOptionValues = {
  [K in ServerOptionName]: ReturnType<(typeof SERVER_OPTIONS)[K]['read']>;
};

/**
 * A typed value of an option (`on`, `false`, `private`), or undefined when the option takes
 * no such word: the CLI's `config set` and the terminal's `:set` read the same words.
 */
export function parseServerOptionText(name: ServerOptionName, text: string): unknown {
  const word = text.trim().toLowerCase();
  const choices = SERVER_OPTION_CHOICES[name];
  if (choices) return choices.includes(word) ? word : undefined;
  if (['true', 'on', 'yes', '1'].includes(word)) return true;
  if (['false', 'off', 'no', '0'].includes(word)) return false;
  return undefined;
}

/** Spec part 2 §8: the error for a name not in the list. */
export const INVALID_SERVER_SETTING = 'Invalid server-side setting';

export function isServerOption(name: string): name is ServerOptionName {
  return Object.hasOwn(SERVER_OPTIONS, name);
}

export interface ServerOptionsDeps {
  updateCredentials: (changes: CredentialChanges) => Promise<OwnCredentials>;
  updateNotificationSettings: (changes: NotificationChange) => Promise<void>;
  notices: Pick<NoticeStore, 'add'>;
}

/**
 * The profile options kept on the server (spec part 2 §3): set at once, saved through the
 * server, and on failure put back with "Error saving settings" (spec §8). A name outside
 * the list throws 'Invalid server-side setting'.
 */
export class ServerOptions {
  values: Partial<ServerOptionValues> = {};

  constructor(private readonly deps: ServerOptionsDeps) {
    makeObservable(this, { values: observable.ref, load: action });
  }

  load(own: OwnCredentials): void {
    const values: Partial<Record<ServerOptionName, unknown>> = {};
    for (const name of Object.keys(SERVER_OPTIONS) as ServerOptionName[]) {
      values[name] = SERVER_OPTIONS[name].read(own);
    }
    this.values = values as Partial<ServerOptionValues>;
  }

  /** Save one option; resolves false (and reverts) when the server refused. */
  async set<K extends ServerOptionName>(name: K, value: ServerOptionValues[K]): Promise<boolean>;
  async set(name: string, value: unknown): Promise<boolean>;
  async set(name: string, value: unknown): Promise<boolean> {
    if (!isServerOption(name)) throw new Error(INVALID_SERVER_SETTING);
    const old = this.values[name];
    runInAction(() => {
      this.values = { ...this.values, [name]: value };
    });
    const definition = SERVER_OPTIONS[name] as ServerOption<unknown>;
    const { credentials, notifications } = definition.change(value);
    try {
      if (credentials) this.load(await this.deps.updateCredentials(credentials));
      if (notifications) await this.deps.updateNotificationSettings(notifications);
      return true;
    } catch {
      runInAction(() => {
        this.values = { ...this.values, [name]: old };
      });
      this.deps.notices.add('error', 'settings.saving_err');
      return false;
    }
  }
}
