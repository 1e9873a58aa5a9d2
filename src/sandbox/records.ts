import type { JsonObject } from './json';

/**
 * What the sandbox stores. These are storage shapes, not wire shapes: the `serialize/`
 * modules turn them into Pleroma's JSON for one viewer.
 */

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'list' | 'local';
export type Role = 'admin' | 'moderator' | 'member';

export interface AccountField {
  name: string;
  value: string;
}

export interface UserRecord {
  id: string;
  username: string;
  /** null for local accounts. */
  domain: string | null;
  displayName: string;
  /** Plain-text bio as typed; the HTML note is rendered from it. */
  noteSource: string;
  createdAt: number;
  locked: boolean;
  bot: boolean;
  role: Role;
  /** null for remote accounts: they cannot log in here. */
  password: string | null;
  fields: AccountField[];
  /** Colour of the generated avatar / header images. */
  color: [number, number, number];
  birthday: string | null;
  showBirthday: boolean;
  hideFollowers: boolean;
  hideFollows: boolean;
  hideFollowersCount: boolean;
  hideFollowsCount: boolean;
  hideFavorites: boolean;
  /** Pleroma's show_role: the admin/moderator badge public (else the owner alone sees it). */
  showRole: boolean;
  discoverable: boolean;
  actorType: 'Person' | 'Service' | 'Group';
  isSuggested: boolean;
  alsoKnownAs: string[];
  movedToId: string | null;
  acceptsChatMessages: boolean;
  allowFollowingMove: boolean;
  defaultScope: Visibility;
  /** Pleroma's opaque per-frontend settings (`pleroma.settings_store`). */
  settingsStore: JsonObject;
  /** Pleroma's notification settings (PUT /api/pleroma/notification_settings). */
  notificationSettings?: { blockFromStrangers: boolean; hideContents: boolean };
  /** Served paths of uploaded images (update_credentials); generated ones otherwise. */
  uploadedAvatar?: string;
  uploadedHeader?: string;
  uploadedBackground?: string | null;
  deactivated: boolean;
  email: string | null;
  /** Two-factor sign-in: a TOTP secret (base32) and unused recovery codes; null = off. */
  mfa: { totpSecret: string; backupCodes: string[] } | null;
  /** A TOTP secret handed out by setup/totp, waiting for confirm/totp. */
  mfaPendingSecret?: string;
  /** An admin asked for a new password: the password grant answers password_reset_required. */
  passwordResetRequired?: boolean;
  /** false while a registration awaits an admin's approval (approval_required); unset = approved. */
  approved?: boolean;
  /** Why they want an account (sign-up `reason`), shown to the admins approving it. */
  registrationReason?: string | null;
  /** false while the e-mail address is unconfirmed; unset = confirmed. */
  confirmed?: boolean;
  /** Deleted by an admin: kept so old ids resolve, hidden from every list. */
  deleted?: boolean;
}

export interface StatusRecord {
  id: string;
  accountId: string;
  createdAt: number;
  /** The text as posted (Pleroma's `text` / `pleroma.content["text/plain"]` source). */
  source: string;
  contentType: string;
  /** HTML content as rendered when posted. */
  content: string;
  spoilerText: string;
  visibility: Visibility;
  sensitive: boolean;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  /** Set on a boost: the boosted status. Boosts have no content of their own. */
  reblogOfId: string | null;
  quoteId: string | null;
  mediaIds: string[];
  pollId: string | null;
  tags: string[];
  mentionIds: string[];
  emojis: string[];
  /** Thread number (Pleroma's deprecated integer `conversation_id`). */
  threadNo: number;
  language: string | null;
  applicationName: string | null;
  editedAt: number | null;
  pinnedAt: number | null;
  expiresAt: number | null;
  listId: string | null;
}

export interface MediaRecord {
  id: string;
  ownerId: string;
  type: 'image' | 'video' | 'audio' | 'unknown';
  mimeType: string;
  /** Path served by the sandbox, e.g. /media/xyz.png. */
  path: string;
  description: string | null;
  width: number;
  height: number;
  blurhash: string | null;
  name: string;
}

export interface PollRecord {
  id: string;
  statusId: string;
  options: string[];
  multiple: boolean;
  expiresAt: number | null;
  /** voter id -> chosen option indices. */
  votes: Map<string, number[]>;
}

export type NotificationType =
  | 'mention'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'pleroma:emoji_reaction'
  | 'poll'
  | 'status'
  | 'update'
  | 'pleroma:report'
  | 'pleroma:chat_mention';

export interface NotificationRecord {
  id: string;
  recipientId: string;
  type: NotificationType;
  actorId: string;
  statusId: string | null;
  targetId: string | null;
  emoji: string | null;
  /** For pleroma:chat_mention. */
  chatMessageId: string | null;
  /** For pleroma:report. */
  reportId: string | null;
  createdAt: number;
  seen: boolean;
}

export interface ListRecord {
  id: string;
  ownerId: string;
  title: string;
  accountIds: Set<string>;
}

export interface MarkerRecord {
  lastReadId: string;
  version: number;
  updatedAt: number;
}

export interface AppRecord {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string;
  website: string | null;
}

export interface TokenRecord {
  /** Pleroma's numeric token id (the `id` of the token answer). */
  id: number;
  token: string;
  refreshToken: string;
  /** null for an app-only (client_credentials) token. */
  userId: string | null;
  appId: string;
  scopes: string;
  createdAt: number;
}

export interface AuthCodeRecord {
  code: string;
  appId: string;
  userId: string;
  redirectUri: string;
  scopes: string;
  /** PKCE (RFC 7636): the challenge sent to /oauth/authorize, checked at the exchange. */
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
}

/** A favourite, bookmark or follow: an id-carrying edge, so lists of them can be paged. */
export interface Edge {
  id: string;
  from: string;
  to: string;
  createdAt: number;
}

/** A user mute (Pleroma's UserRelationship of type mute): pages by its own id. */
export interface MuteRecord extends Edge {
  /** When the mute ends (ms), or null for a mute without expiry. */
  expiresAt: number | null;
  /** Notifications from the muted account are muted too (Pleroma's default). */
  notifications: boolean;
}

/** A Pleroma chat as one participant sees it; each side has its own chat id. */
export interface ChatRecord {
  id: string;
  ownerId: string;
  recipientId: string;
  /** Last message id the owner has read. */
  lastReadId: string | null;
  updatedAt: number;
}

export interface ChatMessageRecord {
  id: string;
  authorId: string;
  recipientId: string;
  /** Rendered HTML (escaped text, links). */
  content: string;
  mediaId: string | null;
  emojis: string[];
  createdAt: number;
  /**
   * The sender's `Idempotency-Key`, when it gave one: Pleroma keeps it (its idempotency
   * cache) and renders it in the message, the stream's `pleroma:chat_update` included.
   */
  idempotencyKey?: string;
}

export interface AnnouncementRecord {
  id: string;
  /** Text as written by the admin; `content` is rendered from it. */
  source: string;
  content: string;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  publishedAt: number;
  updatedAt: number;
  readBy: Set<string>;
}

export interface ReportRecord {
  id: string;
  actorId: string;
  accountId: string;
  statusIds: string[];
  comment: string;
  forward: boolean;
  state: 'open' | 'closed' | 'resolved';
  createdAt: number;
  notes: { id: string; authorId: string; content: string; createdAt: number }[];
}
