/**
 * Domain entities: what views read. Every field the spec promises has a value (defaults
 * filled by `normalize/`); wire quirks never leak past the API edge.
 */

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local' | 'list';
export type Role = 'admin' | 'moderator' | 'member';

export interface CustomEmoji {
  shortcode: string;
  url: string;
  staticUrl: string;
}

export interface ProfileField {
  name: string;
  /** HTML as the server sent it; sanitize before rendering. */
  value: string;
  verifiedAt: string | null;
}

export interface Account {
  id: string;
  username: string;
  /** `name` for local accounts, `name@host` for remote ones. */
  acct: string;
  /** Always `name@host`. */
  fqn: string;
  displayName: string;
  /** Bio HTML. */
  note: string;
  url: string;
  avatar: string;
  avatarStatic: string;
  header: string;
  headerStatic: string;
  locked: boolean;
  bot: boolean;
  createdAt: string;
  lastStatusAt: string | null;
  followersCount: number;
  followingCount: number;
  statusesCount: number;
  emojis: CustomEmoji[];
  fields: ProfileField[];
  isLocal: boolean;
  role: Role;
  /**
   * What the account may do as staff: the server's `pleroma.privileges` when it sends them
   * (Pleroma does for the signed-in user), else the defaults of its role (spec part 1 §6).
   */
  privileges: string[];
  birthday: string | null;
  hideFollows: boolean;
  hideFollowers: boolean;
  hideFollowsCount: boolean;
  hideFollowersCount: boolean;
  hideFavorites: boolean;
  deactivated: boolean;
  tags: string[];
  apId: string | null;
  /**
   * Follows move along automatically when someone we follow migrates (Pleroma's
   * `allow_following_move`; true when the server does not say). When false, the
   * interactions screen has a Moves tab.
   */
  allowFollowingMove: boolean;
  /**
   * Whether the server sent the owner-only fields (`pleroma.privileges`,
   * `allow_following_move`), as it does in the signed-in user's own copy. A later copy
   * without them (the author of a status) keeps the earlier copy's values.
   */
  ownerFieldsSent: boolean;
  /**
   * Where the account moved to (the server's `moved`), or null. Read one level deep only:
   * the new account's own `moved` is always null, so a hostile chain cannot nest.
   */
  moved: Account | null;
}

export type AttachmentType = 'image' | 'video' | 'gifv' | 'audio' | 'unknown';

export interface Attachment {
  id: string;
  type: AttachmentType;
  url: string;
  previewUrl: string;
  remoteUrl: string | null;
  description: string;
  mimeType: string;
  blurhash: string | null;
}

export interface Mention {
  id: string;
  acct: string;
  username: string;
  url: string;
}

export interface Hashtag {
  name: string;
  url: string;
}

export interface LinkCard {
  url: string;
  title: string;
  description: string;
  image: string | null;
  providerName: string;
  type: string;
}

export interface PollOption {
  title: string;
  votesCount: number | null;
}

export interface Poll {
  id: string;
  expiresAt: string | null;
  expired: boolean;
  multiple: boolean;
  votesCount: number;
  votersCount: number | null;
  voted: boolean;
  ownVotes: number[];
  options: PollOption[];
  emojis: CustomEmoji[];
}

export interface EmojiReaction {
  name: string;
  count: number;
  me: boolean;
  /** Image for custom-emoji reactions. */
  url: string | null;
}

export interface Status {
  id: string;
  uri: string;
  url: string | null;
  createdAt: string;
  editedAt: string | null;
  accountId: string;
  /** HTML; sanitize (web) or reduce to plain text (terminal) before showing. */
  content: string;
  /** Plain-text source when the server gave one. */
  text: string | null;
  /** Content warning / subject, plain text. */
  spoilerText: string;
  visibility: Visibility;
  sensitive: boolean;
  language: string | null;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  inReplyToAcct: string | null;
  /** The id of the repeated status when this one is a repeat. */
  reblogId: string | null;
  quoteId: string | null;
  quoteUrl: string | null;
  quoteVisible: boolean;
  mediaAttachments: Attachment[];
  mentions: Mention[];
  tags: Hashtag[];
  emojis: CustomEmoji[];
  card: LinkCard | null;
  poll: Poll | null;
  repliesCount: number;
  reblogsCount: number;
  favouritesCount: number;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  pinned: boolean;
  muted: boolean;
  threadMuted: boolean;
  local: boolean;
  conversationId: string | null;
  parentVisible: boolean;
  emojiReactions: EmojiReaction[];
  /** Set when a delete event or call removed it. */
  deleted: boolean;
}

export type NotificationType =
  | 'mention'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'status'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:chat_mention'
  | 'pleroma:report'
  | 'admin.sign_up'
  | 'admin.report'
  | 'unknown';

export interface Notification {
  id: string;
  type: NotificationType;
  /** The type as the server sent it (kept for unknown ones). */
  rawType: string;
  createdAt: string;
  accountId: string;
  statusId: string | null;
  targetId: string | null;
  emoji: string | null;
  emojiUrl: string | null;
  seen: boolean;
  /** The report a `pleroma:report` notification is about (absent for other types). */
  reportId?: string;
}

export interface Instance {
  uri: string;
  title: string;
  description: string;
  version: string;
  email: string;
  textLimit: number;
  streamingUrl: string | null;
  registrationsOpen: boolean;
  approvalRequired: boolean;
  /** Spec part 1 §5: new accounts confirm an email (so registration asks for one). */
  accountActivationRequired: boolean;
  /** Spec part 1 §5: registration asks for a birthday at least `birthdayMinAge` years ago. */
  birthdayRequired: boolean;
  birthdayMinAge: number;
  invitesEnabled: boolean;
  pollLimits: {
    maxOptions: number;
    maxOptionChars: number;
    minExpiration: number;
    maxExpiration: number;
  };
  uploadLimit: number;
  features: string[];
  thumbnail: string | null;
  isPleroma: boolean;
  private: boolean;
  federating: boolean;
  /** Spec part 2 §3 vapidPublicKey: the Web Push key ('' when the server offers no push). */
  vapidKey: string;
}

export interface StatusContext {
  ancestors: string[];
  descendants: string[];
}

/** What one normalization pass yields: entities to store, ids to reference. */
export interface EntityBundle {
  accounts: Account[];
  statuses: Status[];
}

/** How we stand with another account (`/api/v1/accounts/relationships`). */
export interface Relationship {
  /** The other account's id. */
  id: string;
  following: boolean;
  followedBy: boolean;
  blocking: boolean;
  blockedBy: boolean;
  muting: boolean;
  mutingNotifications: boolean;
  /** A follow request we sent is pending. */
  requested: boolean;
  /** Pleroma: notified of their posts (`subscribing`; Mastodon calls it `notifying`). */
  subscribing: boolean;
  showingReblogs: boolean;
  domainBlocking: boolean;
  endorsed: boolean;
  /** Our private note on them. */
  note: string;
}

/** A list of accounts with its own timeline. */
export interface List {
  id: string;
  title: string;
  /** Mastodon's `replies_policy` (`list`, `followed`, `none`); null when not sent. */
  repliesPolicy: string | null;
  exclusive: boolean;
}

/** An instance announcement (spec part 1 §3 "Announcement"). */
export interface Announcement {
  id: string;
  /** HTML as the server sent it; sanitize before rendering. */
  content: string;
  /** The text as the manager typed it (Pleroma's `raw_content`); null when not sent. */
  rawContent: string | null;
  /** ISO times; null when open-ended. */
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
  publishedAt: string | null;
  /** Whether the signed-in user dismissed it. */
  read: boolean;
  emojis: CustomEmoji[];
}

export type MarkerTimeline = 'home' | 'notifications';

/** A saved reading position (`/api/v1/markers`). */
export interface Marker {
  timeline: MarkerTimeline;
  lastReadId: string;
  version: number;
  /** ISO date-time (snac's unix timestamps are converted). */
  updatedAt: string;
  /** Pleroma's unread count; null when the server does not say. */
  unreadCount: number | null;
}

export type Markers = Partial<Record<MarkerTimeline, Marker>>;

/** One day of a hashtag's use, newest first as servers send it. */
export interface HashtagHistoryDay {
  /** Unix day start in seconds, as text (Mastodon's form). */
  day: string;
  uses: number;
  accounts: number;
}

/** A hashtag as search answers it: name, link and recent use. */
export interface HashtagWithHistory extends Hashtag {
  history: HashtagHistoryDay[];
}

/** An emoji reaction with who reacted (`/api/v1/pleroma/statuses/{id}/reactions`). */
export interface ReactionWithAccounts extends EmojiReaction {
  accountIds: string[];
}

/** A custom emoji of the instance (`/api/v1/custom_emojis`). */
export interface InstanceEmoji extends CustomEmoji {
  category: string | null;
  tags: string[];
  visibleInPicker: boolean;
}
