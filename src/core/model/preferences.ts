import { action, makeObservable, observable, reaction, toJS } from 'mobx';
import type { NotificationType } from '../domain/types';
import type { StoragePort } from '../ports';

/** Spec: default max thread depth 6. */
export const DEFAULT_MAX_THREAD_DEPTH = 6;
/** The storage key the preferences live under. */
export const PREFERENCES_KEY = 'preferences';

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

/** What is persisted. */
export interface PreferencesData {
  mutedWords: string[];
  /** Muted posts: leave them out entirely (true) or collapse them to the muted line (false). */
  hideMutedPosts: boolean;
  maxThreadDepth: number;
  /**
   * Use the streaming socket. On by default, unlike the spec's web default: the socket falls
   * back to polling quietly on servers without streaming, and live updates are what people
   * expect from a terminal client.
   */
  streaming: boolean;
  notificationVisibility: NotificationVisibility;
}

export function defaultPreferences(): PreferencesData {
  return {
    mutedWords: [],
    hideMutedPosts: false,
    maxThreadDepth: DEFAULT_MAX_THREAD_DEPTH,
    streaming: true,
    notificationVisibility: {
      likes: true,
      repeats: true,
      follows: true,
      mentions: true,
      emojiReactions: true,
      moves: true,
      polls: true,
    },
  };
}

/**
 * The reading preferences both faces share, kept in the storage port. A stored value of the
 * wrong type falls back to its default (spec: preferences of the wrong type are reset).
 */
export class PreferencesStore implements PreferencesData {
  mutedWords: string[];
  hideMutedPosts: boolean;
  maxThreadDepth: number;
  streaming: boolean;
  notificationVisibility: NotificationVisibility;

  private readonly disposeSave: () => void;

  constructor(private readonly storage: StoragePort) {
    const data = readPreferences(storage.get<unknown>(PREFERENCES_KEY));
    this.mutedWords = data.mutedWords;
    this.hideMutedPosts = data.hideMutedPosts;
    this.maxThreadDepth = data.maxThreadDepth;
    this.streaming = data.streaming;
    this.notificationVisibility = data.notificationVisibility;
    makeObservable(this, {
      mutedWords: observable.ref,
      hideMutedPosts: observable,
      maxThreadDepth: observable,
      streaming: observable,
      notificationVisibility: observable.ref,
      set: action,
      setNotificationVisible: action,
      reset: action,
    });
    this.disposeSave = reaction(
      () => this.snapshot(),
      (snapshot) => this.storage.set(PREFERENCES_KEY, snapshot),
      { name: 'preferences:save' },
    );
  }

  snapshot(): PreferencesData {
    return toJS({
      mutedWords: this.mutedWords,
      hideMutedPosts: this.hideMutedPosts,
      maxThreadDepth: this.maxThreadDepth,
      streaming: this.streaming,
      notificationVisibility: this.notificationVisibility,
    });
  }

  /** Change one or more preferences (saved at once). */
  set(change: Partial<PreferencesData>): void {
    const next = readPreferences({ ...this.snapshot(), ...change });
    this.mutedWords = next.mutedWords;
    this.hideMutedPosts = next.hideMutedPosts;
    this.maxThreadDepth = next.maxThreadDepth;
    this.streaming = next.streaming;
    this.notificationVisibility = next.notificationVisibility;
  }

  setNotificationVisible(key: NotificationFilterKey, visible: boolean): void {
    this.notificationVisibility = { ...this.notificationVisibility, [key]: visible };
  }

  reset(): void {
    this.set(defaultPreferences());
  }

  dispose(): void {
    this.disposeSave();
  }
}

/** Read stored preferences leniently: each wrong-typed field gets its default. */
export function readPreferences(raw: unknown): PreferencesData {
  const defaults = defaultPreferences();
  if (typeof raw !== 'object' || raw === null) return defaults;
  const record = raw as Record<string, unknown>;
  const words = Array.isArray(record.mutedWords)
    ? record.mutedWords.filter((w): w is string => typeof w === 'string' && w.trim() !== '')
    : defaults.mutedWords;
  const depth = record.maxThreadDepth;
  const visibility = { ...defaults.notificationVisibility };
  const storedVisibility = record.notificationVisibility;
  if (typeof storedVisibility === 'object' && storedVisibility !== null) {
    for (const key of NOTIFICATION_FILTER_KEYS) {
      const value = (storedVisibility as Record<string, unknown>)[key];
      if (typeof value === 'boolean') visibility[key] = value;
    }
  }
  return {
    mutedWords: words,
    hideMutedPosts:
      typeof record.hideMutedPosts === 'boolean' ? record.hideMutedPosts : defaults.hideMutedPosts,
    maxThreadDepth:
      typeof depth === 'number' && Number.isInteger(depth) && depth >= 1
        ? depth
        : defaults.maxThreadDepth,
    streaming: typeof record.streaming === 'boolean' ? record.streaming : defaults.streaming,
    notificationVisibility: visibility,
  };
}
