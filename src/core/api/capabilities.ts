import { DEFAULT_POLL_LIMITS } from '../normalize/instance';
import { isObject, num, obj, str, strings, strOrNull } from '../normalize/read';

/** The server software families whose differences Petrel knows about. */
export type ServerFamily = 'pleroma' | 'akkoma' | 'mastodon' | 'snac' | 'gotosocial' | 'other';

export interface PollLimits {
  maxOptions: number;
  maxOptionChars: number;
  /** Seconds. */
  minExpiration: number;
  maxExpiration: number;
}

/** Upload size limits in bytes; null when the server does not say. */
export interface UploadLimits {
  general: number | null;
  image: number | null;
  video: number | null;
  avatar: number | null;
  banner: number | null;
  background: number | null;
}

/**
 * What the server can do, computed once from its instance and nodeinfo documents, so both
 * UIs hide what it lacks before a call fails (`NotSupportedError` stays the fallback).
 */
export interface Capabilities {
  family: ServerFamily;
  /** The software's own version (`2.6.0`, `4.1.0`, `2.94`); '' when unknown. */
  version: string;
  /** Pleroma/Akkoma feature names (`pleroma_chat_messages`, `editing`, ...). */
  features: readonly string[];
  /** The WebSocket base the instance names; null when it names none. */
  streamingUrl: string | null;
  streaming: boolean;
  /** `grant_type=password` at `/oauth/token` (Mastodon dropped it in 4.4). */
  passwordGrant: boolean;
  chats: boolean;
  emojiReactions: boolean;
  /** Reactions with the instance's custom emoji, not only Unicode ones. */
  customEmojiReactions: boolean;
  quotes: boolean;
  editing: boolean;
  /** Reading positions kept on the server (`/api/v1/markers`). */
  markers: boolean;
  bookmarks: boolean;
  bookmarkFolders: boolean;
  /** Null when the server offers no polls. */
  polls: PollLimits | null;
  uploadLimits: UploadLimits;
  maxMediaAttachments: number | null;
  postFormats: readonly string[];
}

/** The features a user would miss, named for the sentence that says they are hidden. */
export type ServerFeature =
  | 'bookmarks'
  | 'chats'
  | 'emoji_reactions'
  | 'quotes'
  | 'editing'
  | 'markers'
  | 'streaming';

const FEATURE_FLAGS: Readonly<Record<ServerFeature, keyof Capabilities>> = {
  bookmarks: 'bookmarks',
  chats: 'chats',
  emoji_reactions: 'emojiReactions',
  quotes: 'quotes',
  editing: 'editing',
  markers: 'markers',
  streaming: 'streaming',
};

/** Every feature a face may name as missing, in the order they are named. */
export const SERVER_FEATURES = Object.keys(FEATURE_FLAGS) as readonly ServerFeature[];

/** The user-facing features this server lacks, in a fixed order. */
export function missingFeatures(capabilities: Capabilities): ServerFeature[] {
  return SERVER_FEATURES.filter((feature) => capabilities[FEATURE_FLAGS[feature]] === false);
}

const NO_UPLOAD_LIMITS: UploadLimits = {
  general: null,
  image: null,
  video: null,
  avatar: null,
  banner: null,
  background: null,
};

/**
 * Before the documents load (or when both failed) everything is offered: hiding a feature
 * the server may well have would be worse than the one failed call `NotSupportedError` reports.
 */
export const ASSUMED_CAPABILITIES: Capabilities = Object.freeze({
  family: 'other',
  version: '',
  features: [],
  streamingUrl: null,
  streaming: true,
  passwordGrant: true,
  chats: true,
  emojiReactions: true,
  customEmojiReactions: true,
  quotes: true,
  editing: true,
  markers: true,
  bookmarks: true,
  bookmarkFolders: true,
  polls: { ...DEFAULT_POLL_LIMITS },
  uploadLimits: NO_UPLOAD_LIMITS,
  maxMediaAttachments: null,
  postFormats: ['text/plain'],
});

/**
 * Family and version: nodeinfo's `software` names both plainly; the instance's `version`
 * hides them behind a Mastodon compatibility number (`2.7.2 (compatible; Pleroma 2.6.0)`,
 * snac's `4.0.0 (not true; really snac/2.94)`).
 */
export function serverFamily(
  instance: unknown,
  nodeinfo: unknown,
): { family: ServerFamily; version: string } {
  const software = obj(obj(nodeinfo).software);
  const name = str(software.name).toLowerCase();
  const nodeVersion = str(software.version);
  const known: readonly ServerFamily[] = ['pleroma', 'akkoma', 'mastodon', 'snac', 'gotosocial'];
  const raw = obj(instance);
  const apiVersion = str(raw.version);
  const fromInstance = familyFromInstance(raw, apiVersion);
  if ((known as readonly string[]).includes(name)) {
    const family = name as ServerFamily;
    return { family, version: nodeVersion || fromInstance.version };
  }
  if (name) return { family: 'other', version: nodeVersion };
  return fromInstance;
}

function familyFromInstance(
  raw: Record<string, unknown>,
  apiVersion: string,
): { family: ServerFamily; version: string } {
  const compatible = /\(compatible;\s*([^\s;)]+)\s+([^;)\s]+)/i.exec(apiVersion);
  const snac = /snac\/?\s*v?(\d[\w.-]*)/i.exec(apiVersion);
  if (snac) return { family: 'snac', version: snac[1] ?? '' };
  const features = strings(obj(obj(raw.pleroma).metadata).features);
  if (/akkoma/i.test(apiVersion) || features.includes('akkoma_api')) {
    return { family: 'akkoma', version: compatible?.[2] ?? '' };
  }
  if (/pleroma/i.test(apiVersion) || isObject(raw.pleroma)) {
    return { family: 'pleroma', version: compatible?.[2] ?? '' };
  }
  // A bare version number may be Mastodon, or any server copying its numbering (test
  // doubles too): only nodeinfo naming "mastodon" (or "gotosocial") lets versions hide things.
  return { family: 'other', version: compatible?.[2] ?? leadingVersion(apiVersion) };
}

function leadingVersion(text: string): string {
  return /\d+(?:\.\d+)*/.exec(text)?.[0] ?? '';
}

/** Whether `version` is at least `wanted`, comparing dotted numbers (`4.10` > `4.9`). */
export function versionAtLeast(version: string, wanted: string): boolean {
  const have = leadingVersion(version).split('.').map(Number);
  const want = wanted.split('.').map(Number);
  if (have.length === 1 && Number.isNaN(have[0])) return false;
  for (let i = 0; i < want.length; i++) {
    const a = have[i] ?? 0;
    const b = want[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** Per family, the flags that do not come from the common documents. */
type FamilyFlags = Pick<
  Capabilities,
  | 'streaming'
  | 'passwordGrant'
  | 'chats'
  | 'emojiReactions'
  | 'customEmojiReactions'
  | 'quotes'
  | 'editing'
  | 'markers'
  | 'bookmarks'
  | 'bookmarkFolders'
> & { polls: boolean };

function familyFlags(
  family: ServerFamily,
  version: string,
  features: readonly string[],
  raw: Record<string, unknown>,
): FamilyFlags {
  // Pleroma-style servers list what they do; one that lists nothing (very old, or a test
  // double) is taken at its family's word rather than stripped bare.
  const says = (name: string) => features.length === 0 || features.includes(name);
  const named = (name: string) => features.includes(name);
  const reactionsConfigured = isObject(obj(raw.configuration).reactions);
  switch (family) {
    case 'pleroma':
    case 'akkoma':
      return {
        streaming: says('mastodon_api_streaming'),
        passwordGrant: true,
        chats: says('pleroma_chat_messages'),
        emojiReactions: says('pleroma_emoji_reactions'),
        customEmojiReactions: named('custom_emoji_reactions'),
        quotes: named('quote_posting'),
        editing: named('editing'),
        markers: true,
        bookmarks: true,
        bookmarkFolders: named('pleroma:bookmark_folders'),
        polls: says('polls'),
      };
    case 'mastodon':
      return {
        streaming: true,
        passwordGrant: !versionAtLeast(version, '4.4'),
        chats: false,
        emojiReactions: false,
        customEmojiReactions: false,
        quotes: versionAtLeast(version, '4.5'),
        editing: versionAtLeast(version, '3.5'),
        markers: versionAtLeast(version, '3.0'),
        bookmarks: versionAtLeast(version, '3.1'),
        bookmarkFolders: false,
        polls: versionAtLeast(version, '2.8'),
      };
    case 'snac':
      // snac names a streaming URL but serves no socket there (fixtures/snac2 README).
      return {
        streaming: false,
        passwordGrant: true,
        chats: false,
        emojiReactions: reactionsConfigured,
        customEmojiReactions: false,
        quotes: false,
        editing: true,
        markers: true,
        bookmarks: true,
        bookmarkFolders: false,
        polls: true,
      };
    case 'gotosocial':
      return {
        streaming: true,
        passwordGrant: false,
        chats: false,
        emojiReactions: false,
        customEmojiReactions: false,
        quotes: false,
        editing: versionAtLeast(version, '0.18'),
        markers: true,
        bookmarks: true,
        bookmarkFolders: false,
        polls: true,
      };
    case 'other':
      // The Mastodon API baseline is assumed; Pleroma extras only when named.
      return {
        streaming: true,
        passwordGrant: true,
        chats: named('pleroma_chat_messages'),
        emojiReactions: named('pleroma_emoji_reactions') || reactionsConfigured,
        customEmojiReactions: named('custom_emoji_reactions'),
        quotes: named('quote_posting'),
        editing: true,
        markers: true,
        bookmarks: true,
        bookmarkFolders: named('pleroma:bookmark_folders'),
        polls: true,
      };
  }
}

/** Capabilities from `/api/v1/instance` and the nodeinfo document (either may be null). */
export function detectCapabilities(instance: unknown, nodeinfo: unknown): Capabilities {
  if (!isObject(instance) && !isObject(nodeinfo)) return ASSUMED_CAPABILITIES;
  const raw = obj(instance);
  const meta = obj(obj(raw.pleroma).metadata);
  const nodeMeta = obj(obj(nodeinfo).metadata);
  const configuration = obj(raw.configuration);
  const { family, version } = serverFamily(instance, nodeinfo);
  const features = [...new Set([...strings(meta.features), ...strings(nodeMeta.features)])];
  const flags = familyFlags(family, version, features, raw);
  const streamingUrl =
    strOrNull(obj(raw.urls).streaming_api) ?? strOrNull(obj(configuration.urls).streaming);
  const postFormats = strings(meta.post_formats);
  const nodeFormats = strings(nodeMeta.postFormats);
  const { polls: offersPolls, ...rest } = flags;
  return {
    family,
    version,
    features,
    streamingUrl,
    ...rest,
    polls: offersPolls ? pollLimits(raw, nodeMeta) : null,
    uploadLimits: uploadLimits(raw, nodeMeta),
    maxMediaAttachments: positiveOrNull(obj(configuration.statuses).max_media_attachments),
    postFormats:
      postFormats.length > 0 ? postFormats : nodeFormats.length > 0 ? nodeFormats : ['text/plain'],
  };
}

/** Pleroma's `poll_limits`, Mastodon's (and snac's) `configuration.polls`, or nodeinfo's. */
function pollLimits(raw: Record<string, unknown>, nodeMeta: Record<string, unknown>): PollLimits {
  const pleroma = isObject(raw.poll_limits) ? raw.poll_limits : obj(nodeMeta.pollLimits);
  const mastodon = obj(obj(raw.configuration).polls);
  const pick = (pleromaKey: string, mastodonKey: string, fallback: number) =>
    num(pleroma[pleromaKey], num(mastodon[mastodonKey], fallback));
  return {
    maxOptions: pick('max_options', 'max_options', DEFAULT_POLL_LIMITS.maxOptions),
    maxOptionChars: pick(
      'max_option_chars',
      'max_characters_per_option',
      DEFAULT_POLL_LIMITS.maxOptionChars,
    ),
    minExpiration: pick('min_expiration', 'min_expiration', DEFAULT_POLL_LIMITS.minExpiration),
    maxExpiration: pick('max_expiration', 'max_expiration', DEFAULT_POLL_LIMITS.maxExpiration),
  };
}

function uploadLimits(
  raw: Record<string, unknown>,
  nodeMeta: Record<string, unknown>,
): UploadLimits {
  const media = obj(obj(raw.configuration).media_attachments);
  const node = obj(nodeMeta.uploadLimits);
  const image = positiveOrNull(media.image_size_limit);
  return {
    general: positiveOrNull(raw.upload_limit) ?? positiveOrNull(node.general) ?? image,
    image,
    video: positiveOrNull(media.video_size_limit),
    avatar: positiveOrNull(raw.avatar_upload_limit) ?? positiveOrNull(node.avatar),
    banner: positiveOrNull(raw.banner_upload_limit) ?? positiveOrNull(node.banner),
    background: positiveOrNull(raw.background_upload_limit) ?? positiveOrNull(node.background),
  };
}

function positiveOrNull(value: unknown): number | null {
  const n = num(value, 0);
  return n > 0 ? n : null;
}

const FAMILY_NAMES: Readonly<Record<Exclude<ServerFamily, 'other'>, string>> = {
  pleroma: 'Pleroma',
  akkoma: 'Akkoma',
  mastodon: 'Mastodon',
  snac: 'snac',
  gotosocial: 'GoToSocial',
};

/** The software as people name it (`Mastodon 4.1.0`); '' for a family Petrel does not know. */
export function serverName(capabilities: Capabilities): string {
  if (capabilities.family === 'other') return '';
  return [FAMILY_NAMES[capabilities.family], capabilities.version].filter(Boolean).join(' ');
}

/** The server feature a timeline needs, if it needs one beyond the Mastodon API's basics. */
export function timelineFeature(kind: { type: string }): ServerFeature | undefined {
  return kind.type === 'bookmarks' ? 'bookmarks' : undefined;
}
