/**
 * Every setting, declared once: its default, how a stored value is read back (a wrong-typed
 * value falls back to the default; spec: preferences of the wrong type are reset), whether it
 * belongs to the app or to one account, and whether it stays on this device or is synced to
 * the server. The preferences store, its persistence and its types are built from this
 * table, so adding a setting is one entry here.
 *
 * `scope` and `storage` describe where a setting belongs; today every setting is kept in the
 * one local preferences record. Account storage namespaces and server sync (spec part 2,
 * server-side settings store) read these fields when they arrive.
 */
import type { NotificationType } from '../domain/types';
import { readStoredTheme, type StoredTheme } from '../theme/stored-theme';

/** Spec part 1 §9: the navigation panel shows at most 6 pinned items. */
export const NAV_PIN_LIMIT = 6;

/** Spec: default max thread depth 6. */
export const DEFAULT_MAX_THREAD_DEPTH = 6;

/** Spec part 2 §3: the notification visibility filter keys. */
export type NotificationFilterKey =
  | 'likes'
  | 'repeats'
  | 'follows'
  | 'mentions'
  | 'emojiReactions'
  | 'moves'
  | 'polls';

export const NOTIFICATION_FILTER_KEYS: readonly NotificationFilterKey[] = [
  'likes',
  'repeats',
  'follows',
  'mentions',
  'emojiReactions',
  'moves',
  'polls',
];

/** Which notification types each filter key covers; types no key names are always shown. */
export const NOTIFICATION_FILTER_TYPES: Record<NotificationFilterKey, NotificationType[]> = {
  likes: ['favourite'],
  repeats: ['reblog'],
  follows: ['follow', 'follow_request'],
  mentions: ['mention', 'status'],
  emojiReactions: ['pleroma:emoji_reaction'],
  moves: ['move'],
  polls: ['poll'],
};

export type NotificationVisibility = Record<NotificationFilterKey, boolean>;

function allVisible(): NotificationVisibility {
  return {
    likes: true,
    repeats: true,
    follows: true,
    mentions: true,
    emojiReactions: true,
    moves: true,
    polls: true,
  };
}

/** `app`: the same for every account on this device; `account`: each account has its own. */
export type SettingScope = 'app' | 'account';
/** `local`: kept on this device; `server`: synced through the server's settings store. */
export type SettingStorage = 'local' | 'server';

export interface SettingDefinition<T> {
  /** A fresh default each call, so no two stores share an array or object. */
  readonly initial: () => T;
  /** The stored value as `T`, or undefined when it is unusable (the default is used). */
  readonly read: (stored: unknown) => T | undefined;
  readonly scope: SettingScope;
  readonly storage: SettingStorage;
  /** For a text setting with fixed values: the values offered (completion, validation). */
  readonly choices?: readonly string[];
  /** For a number: the smallest and largest accepted (no `max`: unbounded), whole or not. */
  readonly range?: { readonly min: number; readonly max?: number; readonly whole: boolean };
}

function setting<T>(definition: SettingDefinition<T>): SettingDefinition<T> {
  return definition;
}

/** A boolean setting: anything but a boolean is unusable. */
function flag(initial: boolean, scope: SettingScope, storage: SettingStorage = 'server') {
  return setting<boolean>({
    initial: () => initial,
    read: (stored) => (typeof stored === 'boolean' ? stored : undefined),
    scope,
    storage,
  });
}

/** A number from `min` to `max`, whole unless `whole` is false (kept on the server). */
function number(initial: number, min: number, max: number, whole = true) {
  return setting<number>({
    initial: () => initial,
    read: (v) =>
      typeof v === 'number' && v >= min && v <= max && (!whole || Number.isInteger(v))
        ? v
        : undefined,
    scope: 'app',
    storage: 'server',
    range: { min, max, whole },
  });
}

/** A CSS length in rem, px or em (spec part 2 §3 layout settings: sidebar 25rem, …). */
function width(initial: string) {
  return setting<string>({
    initial: () => initial,
    read: (v) => (typeof v === 'string' && /^\d{1,3}(\.\d+)?(rem|px|em)$/.test(v) ? v : undefined),
    scope: 'app',
    // Text and records are not simple server preferences (numbers, booleans, lists).
    storage: 'local',
  });
}

/** A list of words kept per account on the server (a collection): blanks dropped, at most `limit`. */
function words(limit?: number) {
  return setting<string[]>({
    initial: () => [],
    read: (stored) =>
      Array.isArray(stored)
        ? stored
            .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
            .slice(0, limit)
        : undefined,
    scope: 'account',
    storage: 'server',
  });
}

/** Spec part 2 §3 "Highlight setting per screen name: color and type". */
export type HighlightType = 'disabled' | 'solid' | 'striped' | 'side';
export const HIGHLIGHT_TYPES: readonly HighlightType[] = ['disabled', 'solid', 'striped', 'side'];
export type Highlights = Record<string, { color: string; type: HighlightType }>;

/**
 * Spec part 2 §3 "thirdColumnMode notifications"; `none` turns the wide layout's third column
 * off (the notifications go back under the user panel).
 */
export const THIRD_COLUMN_MODES = ['notifications', 'none'] as const;
export type ThirdColumnMode = (typeof THIRD_COLUMN_MODES)[number];

/** An app-wide synced switch, off by default (stateless: several settings share it). */
const offSwitch = flag(false, 'app');

export const SETTINGS = {
  /** Muted words (spec part 2 §3 muteWords). */
  mutedWords: words(),
  /** Muted posts: leave them out entirely (true) or collapse them to the muted line (false). */
  hideMutedPosts: offSwitch,
  maxThreadDepth: setting<number>({
    initial: () => DEFAULT_MAX_THREAD_DEPTH,
    read: (stored) =>
      typeof stored === 'number' && Number.isInteger(stored) && stored >= 1 ? stored : undefined,
    scope: 'app',
    storage: 'server',
    range: { min: 1, whole: true },
  }),
  /**
   * Use the streaming socket. Off by default (spec part 2 §3); the terminal and the CLI
   * default it on (`RootOptions.preferenceDefaults`): live updates are what people expect
   * from a terminal client. A signed-in account's stream that never opens
   * turns it off, as the spec says (part 2 §4; AccountScope.streamingFailed), with a notice.
   */
  streaming: flag(false, 'app', 'local'),
  /** Each filter key on its own: a stored record keeps its valid keys, the rest default. */
  notificationVisibility: setting<NotificationVisibility>({
    initial: allVisible,
    read: (stored) => {
      if (typeof stored !== 'object' || stored === null) return undefined;
      const visibility = allVisible();
      for (const key of NOTIFICATION_FILTER_KEYS) {
        const value = (stored as Record<string, unknown>)[key];
        if (typeof value === 'boolean') visibility[key] = value;
      }
      return visibility;
    },
    scope: 'app',
    storage: 'local',
  }),
  /** Spec preference "logout modal": ask before logging out. */
  confirmLogout: flag(true, 'app'),
  /** Spec part 2 §4 "repeat asks for confirmation (when enabled)": Pleroma-FE's modalOnRepeat, off. */
  confirmRepeat: offSwitch,
  /** Pleroma-FE's modalOnDelete: ask before deleting a status, on. */
  confirmDelete: flag(true, 'app'),
  /** Pleroma-FE's modalOnUnfollow (spec part 2 §4): ask before unfollowing, off. */
  confirmUnfollow: offSwitch,
  /** Pleroma-FE's modalOnBlock: on (spec part 2 §9 "default modals on block … are on"). */
  confirmBlock: flag(true, 'app'),
  /**
   * modalOnRemoveUserFromFollowers (spec part 1 §4). On, unlike Pleroma-FE: a removed
   * follower cannot be put back from this side (decision recorded in the issue notes).
   */
  confirmRemoveFollower: flag(true, 'app'),
  /** Pleroma-FE's modalOnApproveFollow: ask before approving a follow request, off. */
  confirmApproveFollow: offSwitch,
  /** Pleroma-FE's modalOnDenyFollow: ask before denying a follow request, off. */
  confirmDenyFollow: offSwitch,
  /** Spec part 2 §3: sensitive media hidden until revealed. */
  hideNsfw: flag(true, 'app'),
  /** Posts with a subject (content warning) collapse behind it; a warning is pointless otherwise. */
  collapseWithSubject: flag(true, 'app'),
  /**
   * Spec part 1 §2 timeline header, the quick filters (issue 16): leave out replies (one's
   * own, replies to oneself and a thread's own continuations stay), repeats, and posts
   * without media. Synced like the other switches (core/view/timeline-filter.ts applies them).
   */
  hideReplies: offSwitch,
  hideRepeats: offSwitch,
  onlyMedia: offSwitch,
  /**
   * Spec part 1 §2: the reader hides the instance-specific panel (sidebar and about page;
   * Pleroma-FE's hideISP), off.
   */
  hideInstancePanel: offSwitch,
  /** The quick view (issue 16): timelines show no media previews, and a denser layout. */
  hideMedia: offSwitch,
  compact: offSwitch,
  /** Spec part 2 §9: max thumbnails 16; 0 means no limit (the spec's "empty"). */
  maxThumbnails: number(16, 0, 1e6),
  /** Spec part 2 §3 layout: emoji reactions scale 1 (0.5 to 3). */
  emojiReactionsScale: number(1, 0.5, 3, false),
  /** Spec part 2 §3 layout settings: sidebar 25rem, content 45rem, notifications 25rem. */
  sidebarColumnWidth: width('25rem'),
  contentColumnWidth: width('45rem'),
  notifsColumnWidth: width('25rem'),
  thirdColumnMode: setting<ThirdColumnMode>({
    initial: () => 'notifications',
    read: (v) => THIRD_COLUMN_MODES.find((mode) => mode === v),
    scope: 'app',
    storage: 'local',
    choices: THIRD_COLUMN_MODES,
  }),
  /** Spec part 2 §3: highlight per screen name, empty by default; bad entries are dropped. */
  highlight: setting<Highlights>({
    initial: () => ({}),
    read: (stored) => {
      if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
      const kept: Highlights = {};
      for (const [name, raw] of Object.entries(stored as Record<string, unknown>)) {
        const { color, type } = (raw ?? {}) as Record<string, unknown>;
        const known = HIGHLIGHT_TYPES.find((t) => t === type);
        if (typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color) && known)
          kept[name] = { color, type: known };
      }
      return kept;
    },
    scope: 'account',
    storage: 'local',
  }),
  /**
   * The interface language as a BCP 47 code (`de`, `pt`, `ja-x-easy`), or '' for the
   * browser's or the terminal's own (navigator.languages; LC_ALL, LC_MESSAGES, LANG).
   * Codes are checked by the faces (shared/i18n/languages.ts): an unknown one means ''.
   */
  lang: setting<string>({
    initial: () => '',
    read: (stored) =>
      typeof stored === 'string' && /^[A-Za-z0-9-]{0,35}$/.test(stored) ? stored : undefined,
    scope: 'app',
    storage: 'local',
  }),
  /**
   * The chosen theme's name (spec part 2 §9; unknown names fall back to pleroma-dark), or ''
   * until the person chooses: then the browser's or terminal's light/dark preference picks
   * pleroma-light or pleroma-dark. `custom` names the imported theme below.
   */
  theme: setting<string>({
    initial: () => '',
    read: (stored) => (typeof stored === 'string' ? stored.trim() : undefined),
    scope: 'app',
    storage: 'local',
  }),
  /** An imported theme (its source and the variables chosen on import), or null. */
  customTheme: setting<StoredTheme | null>({
    initial: () => null,
    read: (stored) => (stored === null ? null : readStoredTheme(stored)),
    scope: 'app',
    storage: 'local',
  }),
  /**
   * Spec part 1 §3 navigation preferences: the routes pinned to the mobile bar and the
   * navigation panel's heading (at most `NAV_PIN_LIMIT`, §9), synced as a collection through
   * the server's settings store (Pleroma-FE's `collections.pinnedNavItems`), in pin order.
   */
  pinnedNavItems: words(NAV_PIN_LIMIT),
  /** Spec part 1 §3 collapseNav: the navigation panel shows only its heading (Pleroma-FE's). */
  collapseNav: flag(false, 'account'),
  /**
   * The terminal rings its bell (BEL) and says so on the status line for each new mention,
   * direct message and chat message (issue 13; off, as tut's). Kept on this device only.
   */
  bell: flag(false, 'app', 'local'),
  /**
   * The terminal runs this program (`notify-send`, or a path with fixed arguments before the
   * title and body) on new mentions and chat messages; '' runs nothing. Kept on this device
   * only: a command synced from a server would run whatever the server said.
   */
  notifyCommand: setting<string>({
    initial: () => '',
    read: (stored) =>
      typeof stored === 'string' && stored.length <= 1000 && !/[\0\n\r]/.test(stored)
        ? stored.trim()
        : undefined,
    scope: 'app',
    storage: 'local',
  }),
} satisfies Record<string, SettingDefinition<unknown>>;

export type SettingKey = keyof typeof SETTINGS;

/** What is persisted: every setting's value, typed from the table. */
export type PreferencesData = {
  [K in SettingKey]: (typeof SETTINGS)[K] extends SettingDefinition<infer T> ? T : never;
};

/** The schema's keys, read each time so an entry added to SETTINGS is seen everywhere. */
export function settingKeys(): SettingKey[] {
  return Object.keys(SETTINGS) as SettingKey[];
}

export function defaultPreferences(): PreferencesData {
  const data: Partial<Record<SettingKey, unknown>> = {};
  for (const key of settingKeys()) data[key] = SETTINGS[key].initial();
  return data as PreferencesData;
}

/** The storage key the preferences live under. */
export const PREFERENCES_KEY = 'preferences';

/** Read stored preferences leniently: each missing or unusable setting gets its default. */
export function readPreferences(raw: unknown): PreferencesData {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const data: Partial<Record<SettingKey, unknown>> = {};
  for (const key of settingKeys()) {
    const definition: SettingDefinition<unknown> = SETTINGS[key];
    data[key] = (key in record ? definition.read(record[key]) : undefined) ?? definition.initial();
  }
  return data as PreferencesData;
}
