/**
 * Domain-type invariants as data: every field of a domain entity and the type the domain
 * types promise for it. `problemsOf` lists every way a value breaks its shape, so a test
 * failure names the file, the field and what was found.
 */

type Leaf =
  | 'string'
  | 'id'
  | 'date'
  | 'string|null'
  | 'count'
  | 'count|null'
  | 'boolean'
  | 'string[]'
  | 'number[]';

export type Shape =
  | Leaf
  | { oneOf: readonly string[] }
  | { arrayOf: Shape }
  | { object: Record<string, Shape> }
  | { nullable: Shape };

const emoji: Shape = { object: { shortcode: 'id', url: 'string', staticUrl: 'string' } };

const ACCOUNT_FIELDS: Record<string, Shape> = {
  id: 'id',
  username: 'id',
  acct: 'id',
  fqn: 'id',
  displayName: 'string',
  note: 'string',
  url: 'string',
  avatar: 'string',
  avatarStatic: 'string',
  header: 'string',
  headerStatic: 'string',
  locked: 'boolean',
  bot: 'boolean',
  createdAt: 'date',
  lastStatusAt: 'string|null',
  followersCount: 'count',
  followingCount: 'count',
  statusesCount: 'count',
  emojis: { arrayOf: emoji },
  fields: {
    arrayOf: { object: { name: 'string', value: 'string', verifiedAt: 'string|null' } },
  },
  isLocal: 'boolean',
  role: { oneOf: ['admin', 'moderator', 'member'] },
  privileges: 'string[]',
  birthday: 'string|null',
  hideFollows: 'boolean',
  hideFollowers: 'boolean',
  hideFollowsCount: 'boolean',
  hideFollowersCount: 'boolean',
  hideFavorites: 'boolean',
  deactivated: 'boolean',
  tags: 'string[]',
  apId: 'string|null',
  allowFollowingMove: 'boolean',
  ownerFieldsSent: 'boolean',
};

/** Where an account moved: an account whose own `moved` is always null (one level deep). */
const MOVE_TARGET: Shape = { object: { ...ACCOUNT_FIELDS, moved: { nullable: { oneOf: [] } } } };

export const ACCOUNT: Shape = { object: { ...ACCOUNT_FIELDS, moved: { nullable: MOVE_TARGET } } };

export const ATTACHMENT: Shape = {
  object: {
    id: 'id',
    type: { oneOf: ['image', 'video', 'gifv', 'audio', 'unknown'] },
    url: 'string',
    previewUrl: 'string',
    remoteUrl: 'string|null',
    description: 'string',
    mimeType: 'string',
    blurhash: 'string|null',
  },
};

export const POLL: Shape = {
  object: {
    id: 'id',
    expiresAt: 'string|null',
    expired: 'boolean',
    multiple: 'boolean',
    votesCount: 'count',
    votersCount: 'count|null',
    voted: 'boolean',
    ownVotes: 'number[]',
    options: { arrayOf: { object: { title: 'string', votesCount: 'count|null' } } },
    emojis: { arrayOf: emoji },
  },
};

export const STATUS: Shape = {
  object: {
    id: 'id',
    uri: 'string',
    url: 'string|null',
    createdAt: 'date',
    editedAt: 'string|null',
    accountId: 'id',
    content: 'string',
    text: 'string|null',
    spoilerText: 'string',
    visibility: { oneOf: ['public', 'unlisted', 'private', 'direct', 'local', 'list'] },
    sensitive: 'boolean',
    language: 'string|null',
    inReplyToId: 'string|null',
    inReplyToAccountId: 'string|null',
    inReplyToAcct: 'string|null',
    reblogId: 'string|null',
    quoteId: 'string|null',
    quoteUrl: 'string|null',
    quoteVisible: 'boolean',
    mediaAttachments: { arrayOf: ATTACHMENT },
    mentions: {
      arrayOf: { object: { id: 'id', acct: 'string', username: 'string', url: 'string' } },
    },
    tags: { arrayOf: { object: { name: 'id', url: 'string' } } },
    emojis: { arrayOf: emoji },
    card: {
      nullable: {
        object: {
          url: 'id',
          title: 'string',
          description: 'string',
          image: 'string|null',
          providerName: 'string',
          type: 'string',
        },
      },
    },
    poll: { nullable: POLL },
    repliesCount: 'count',
    reblogsCount: 'count',
    favouritesCount: 'count',
    favourited: 'boolean',
    reblogged: 'boolean',
    bookmarked: 'boolean',
    pinned: 'boolean',
    muted: 'boolean',
    threadMuted: 'boolean',
    local: 'boolean',
    conversationId: 'string|null',
    parentVisible: 'boolean',
    emojiReactions: {
      arrayOf: { object: { name: 'id', count: 'count', me: 'boolean', url: 'string|null' } },
    },
    deleted: 'boolean',
  },
};

export const NOTIFICATION: Shape = {
  object: {
    id: 'id',
    type: {
      oneOf: [
        'mention',
        'favourite',
        'reblog',
        'follow',
        'follow_request',
        'move',
        'poll',
        'status',
        'update',
        'pleroma:emoji_reaction',
        'pleroma:chat_mention',
        'pleroma:report',
        'admin.sign_up',
        'admin.report',
        'unknown',
      ],
    },
    rawType: 'id',
    createdAt: 'date',
    accountId: 'id',
    statusId: 'string|null',
    targetId: 'string|null',
    emoji: 'string|null',
    emojiUrl: 'string|null',
    seen: 'boolean',
  },
};

export const INSTANCE: Shape = {
  object: {
    uri: 'id',
    title: 'string',
    description: 'string',
    version: 'string',
    email: 'string',
    textLimit: 'count',
    streamingUrl: 'string|null',
    registrationsOpen: 'boolean',
    approvalRequired: 'boolean',
    accountActivationRequired: 'boolean',
    birthdayRequired: 'boolean',
    birthdayMinAge: 'count',
    invitesEnabled: 'boolean',
    pollLimits: {
      object: {
        maxOptions: 'count',
        maxOptionChars: 'count',
        minExpiration: 'count',
        maxExpiration: 'count',
      },
    },
    uploadLimit: 'count',
    features: 'string[]',
    thumbnail: 'string|null',
    isPleroma: 'boolean',
    private: 'boolean',
    federating: 'boolean',
    vapidKey: 'string',
  },
};

const isCount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function leafProblem(value: unknown, leaf: Leaf): string | undefined {
  const ok = (() => {
    switch (leaf) {
      case 'string':
        return typeof value === 'string';
      case 'id':
        return typeof value === 'string' && value.trim() !== '';
      case 'date':
        return typeof value === 'string' && !Number.isNaN(Date.parse(value));
      case 'string|null':
        return value === null || typeof value === 'string';
      case 'count':
        return isCount(value);
      case 'count|null':
        return value === null || isCount(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'string[]':
        return Array.isArray(value) && value.every((v) => typeof v === 'string');
      case 'number[]':
        return Array.isArray(value) && value.every((v) => typeof v === 'number');
    }
  })();
  return ok ? undefined : `expected ${leaf}, found ${JSON.stringify(value) ?? 'undefined'}`;
}

/** Every way `value` breaks `shape` (empty when it fits), with the path of each. */
export function problemsOf(value: unknown, shape: Shape, path = '$'): string[] {
  if (typeof shape === 'string') {
    const problem = leafProblem(value, shape);
    return problem ? [`${path}: ${problem}`] : [];
  }
  if ('oneOf' in shape) {
    return shape.oneOf.includes(value as string)
      ? []
      : [`${path}: ${JSON.stringify(value)} is not one of ${shape.oneOf.join(', ')}`];
  }
  if ('nullable' in shape) return value === null ? [] : problemsOf(value, shape.nullable, path);
  if ('arrayOf' in shape) {
    if (!Array.isArray(value)) return [`${path}: expected an array, found ${typeof value}`];
    return value.flatMap((item, i) => problemsOf(item, shape.arrayOf, `${path}[${i}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${path}: expected an object, found ${JSON.stringify(value)}`];
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, fieldShape] of Object.entries(shape.object)) {
    if (!(key in record)) problems.push(`${path}.${key}: missing`);
    else problems.push(...problemsOf(record[key], fieldShape, `${path}.${key}`));
  }
  // Wire fields never leak into domain objects.
  for (const key of Object.keys(record)) {
    if (!(key in shape.object)) problems.push(`${path}.${key}: not a field of the domain type`);
  }
  return problems;
}

/** Paths of every `undefined` (and non-finite number) anywhere inside a value. */
export function undefinedPaths(value: unknown, path = '$'): string[] {
  if (value === undefined) return [path];
  if (typeof value === 'number' && !Number.isFinite(value)) return [`${path} (${value})`];
  if (Array.isArray(value))
    return value.flatMap((item, i) => undefinedPaths(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => undefinedPaths(v, `${path}.${k}`));
  }
  return [];
}
