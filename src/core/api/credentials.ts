import type { Account, Visibility } from '../domain/types';
import { MalformedResponseError } from '../errors';
import { normalizeAccount } from '../normalize';
import { arr, bool, obj, str, strOrNull } from '../normalize/read';
import { silentLogger } from '../ports';
import type { PleromaClient } from './client';
import type { ApiContext } from './resource';

/** The key Pleroma-FE (and Petrel, to share it) keeps its copy under in `settings_store`. */
export const SETTINGS_STORE_KEY = 'pleroma-fe';

/** The owner-only part of one's own account (verify_credentials / update_credentials). */
export interface OwnCredentials {
  account: Account;
  /** The bio as typed (`source.note`), not the rendered HTML. */
  noteSource: string;
  fields: Array<{ name: string; value: string }>;
  defaultScope: Visibility;
  defaultNSFW: boolean;
  discoverable: boolean;
  showBirthday: boolean;
  /** `pleroma.birthday` (YYYY-MM-DD), or null. */
  birthday: string | null;
  acceptChatMessages: boolean;
  allowFollowingMove: boolean;
  hideFavorites: boolean;
  /** `source.pleroma.show_role`: the admin/moderator badge shown to others. */
  showRole: boolean;
  stripRichContent: boolean;
  email: string | null;
  /** `pleroma.notification_settings`. */
  blockNotificationsFromStrangers: boolean;
  webPushHideContents: boolean;
  /** The server's copy of the settings store (`settings_store['pleroma-fe']`), as sent. */
  settingsStore: unknown;
  backgroundImage: string | null;
}

const SCOPES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];

function readCredentials(ctx: ApiContext, data: unknown): OwnCredentials {
  // Not account-page's expectAccount: the web's settings chunk would split the paging and
  // resource modules out of the first load's chunk with it (+1 KiB initial, measured).
  const account = normalizeAccount(data, ctx.serverHost);
  if (!account) {
    throw new MalformedResponseError(
      "The server's account answer was not an account",
      JSON.stringify(data ?? null).slice(0, 500),
    );
  }
  const raw = obj(data);
  const source = obj(raw.source);
  const sourcePleroma = obj(source.pleroma);
  const pleroma = obj(raw.pleroma);
  const notifications = obj(pleroma.notification_settings);
  const privacy = str(source.privacy) as Visibility;
  return {
    account,
    noteSource: str(source.note),
    fields: arr(source.fields ?? raw.fields).map((f) => ({
      name: str(obj(f).name),
      value: str(obj(f).value),
    })),
    defaultScope: SCOPES.includes(privacy) ? privacy : 'public',
    defaultNSFW: bool(source.sensitive),
    discoverable: bool(sourcePleroma.discoverable ?? pleroma.discoverable),
    showBirthday: bool(sourcePleroma.show_birthday ?? pleroma.show_birthday),
    birthday: strOrNull(pleroma.birthday ?? sourcePleroma.birthday),
    acceptChatMessages: bool(pleroma.accepts_chat_messages, true),
    allowFollowingMove: bool(pleroma.allow_following_move, true),
    hideFavorites: bool(pleroma.hide_favorites, true),
    showRole: bool(sourcePleroma.show_role, true),
    stripRichContent: bool(sourcePleroma.no_rich_text),
    email: strOrNull(pleroma.email),
    blockNotificationsFromStrangers: bool(notifications.block_from_strangers),
    webPushHideContents: bool(notifications.hide_notification_contents),
    settingsStore: obj(pleroma.settings_store)[SETTINGS_STORE_KEY],
    backgroundImage: strOrNull(pleroma.background_image),
  };
}

/** An image to upload with a profile change. */
export interface ProfileImage {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly blob: Blob;
}

/**
 * A profile change (PATCH update_credentials). Only what is set is sent. With an image it
 * goes as multipart form data (as Pleroma-FE does), otherwise as JSON.
 */
export interface CredentialChanges {
  displayName?: string;
  note?: string;
  locked?: boolean;
  bot?: boolean;
  discoverable?: boolean;
  hideFollowers?: boolean;
  hideFollows?: boolean;
  hideFollowersCount?: boolean;
  hideFollowsCount?: boolean;
  hideFavorites?: boolean;
  showRole?: boolean;
  allowFollowingMove?: boolean;
  acceptsChatMessages?: boolean;
  noRichText?: boolean;
  defaultScope?: Visibility;
  defaultSensitive?: boolean;
  birthday?: string;
  showBirthday?: boolean;
  fields?: Array<{ name: string; value: string }>;
  avatar?: ProfileImage | null;
  header?: ProfileImage | null;
  background?: ProfileImage | null;
  /** `pleroma_settings_store`: each key replaces the server's copy of that key. */
  settingsStore?: Record<string, unknown>;
}

function wireChanges(changes: CredentialChanges): Record<string, unknown> {
  const wire: Record<string, unknown> = {
    display_name: changes.displayName,
    note: changes.note,
    locked: changes.locked,
    bot: changes.bot,
    discoverable: changes.discoverable,
    hide_followers: changes.hideFollowers,
    hide_follows: changes.hideFollows,
    hide_followers_count: changes.hideFollowersCount,
    hide_follows_count: changes.hideFollowsCount,
    hide_favorites: changes.hideFavorites,
    show_role: changes.showRole,
    allow_following_move: changes.allowFollowingMove,
    accepts_chat_messages: changes.acceptsChatMessages,
    no_rich_text: changes.noRichText,
    default_scope: changes.defaultScope,
    birthday: changes.birthday,
    show_birthday: changes.showBirthday,
    pleroma_settings_store: changes.settingsStore,
  };
  if (changes.defaultScope !== undefined || changes.defaultSensitive !== undefined) {
    wire.source = { privacy: changes.defaultScope, sensitive: changes.defaultSensitive };
  }
  if (changes.fields) wire.fields_attributes = changes.fields;
  for (const key of Object.keys(wire)) if (wire[key] === undefined) delete wire[key];
  return wire;
}

function appendForm(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      appendForm(form, `${key}[${i}]`, item);
    });
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) appendForm(form, `${key}[${k}]`, v);
  } else {
    form.append(key, String(value));
  }
}

/** One's own account and its settings: update_credentials and the settings store. */
export function credentialsResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    /** verify_credentials with the owner-only fields. */
    own: async (): Promise<OwnCredentials> => {
      const { data } = await http.request('GET', '/api/v1/accounts/verify_credentials');
      return readCredentials(ctx, data);
    },
    update: async (changes: CredentialChanges): Promise<OwnCredentials> => {
      const wire = wireChanges(changes);
      const images = {
        avatar: changes.avatar,
        header: changes.header,
        pleroma_background_image: changes.background,
      };
      const hasImage = Object.values(images).some((i) => i !== undefined);
      if (!hasImage) {
        const { data } = await http.request('PATCH', '/api/v1/accounts/update_credentials', {
          json: wire,
        });
        return readCredentials(ctx, data);
      }
      const form = new FormData();
      for (const [key, value] of Object.entries(wire)) {
        if (key === 'pleroma_settings_store') form.append(key, JSON.stringify(value));
        else appendForm(form, key, value);
      }
      for (const [key, image] of Object.entries(images)) {
        // null removes the image (Pleroma: an empty string).
        if (image === null) form.append(key, '');
        else if (image) form.append(key, image.blob, image.name);
      }
      const { data } = await http.request('PATCH', '/api/v1/accounts/update_credentials', {
        formData: form,
      });
      return readCredentials(ctx, data);
    },
    /** PUT /api/pleroma/notification_settings (Pleroma's own query parameters). */
    notificationSettings: async (changes: {
      blockFromStrangers?: boolean;
      hideNotificationContents?: boolean;
    }): Promise<void> => {
      await http.request('PUT', '/api/pleroma/notification_settings', {
        query: {
          block_from_strangers: changes.blockFromStrangers,
          hide_notification_contents: changes.hideNotificationContents,
        },
      });
    },
  };
}

/**
 * The credentials calls of a client. Kept off `PleromaClient` itself so the web's first load
 * carries none of it: the settings and profile code that needs it loads it.
 */
export function credentialsOf(client: PleromaClient): ReturnType<typeof credentialsResource> {
  return credentialsResource({
    http: client.http,
    serverHost: client.serverHost,
    logger: silentLogger,
  });
}
