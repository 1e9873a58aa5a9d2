import type { EntityBundle, Notification, NotificationType } from '../domain/types';
import { normalizeAccount } from './account';
import { bool, isObject, isoDate, obj, str, strOrNull } from './read';
import { normalizeStatus } from './status';

const KNOWN: readonly NotificationType[] = [
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
];

/** Other servers' names for the same thing (snac sends `reaction`, Mastodon forks `emoji_reaction`). */
const ALIASES: Record<string, NotificationType> = {
  reaction: 'pleroma:emoji_reaction',
  emoji_reaction: 'pleroma:emoji_reaction',
  favorite: 'favourite',
};

export function normalizeNotification(
  raw: unknown,
  serverHost = '',
  into: EntityBundle = { accounts: [], statuses: [] },
): Notification | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  const account = normalizeAccount(raw.account, serverHost);
  if (!id || !account) return undefined;
  into.accounts.push(account);
  const rawType = str(raw.type, 'unknown');
  const type = (KNOWN as readonly string[]).includes(rawType)
    ? (rawType as NotificationType)
    : (ALIASES[rawType] ?? 'unknown');
  const status = raw.status ? normalizeStatus(raw.status, serverHost, into) : undefined;
  const target = raw.target ? normalizeAccount(raw.target, serverHost) : undefined;
  if (target) into.accounts.push(target);
  const pleroma = obj(raw.pleroma);
  return {
    id,
    type,
    rawType,
    createdAt: isoDate(raw.created_at, '1970-01-01T00:00:00.000Z'),
    accountId: account.id,
    // Some servers send the boost wrapper (empty content, `reblog` inside) as the status a
    // notification is about: every face shows the post itself, so unwrap it once here.
    statusId: status ? (status.status.reblogId ?? status.status.id) : null,
    targetId: target?.id ?? null,
    emoji:
      strOrNull(raw.emoji) ??
      strOrNull(obj(raw.reaction).name) ??
      // snac's `reaction` notification names the emoji as an HTML character reference.
      (rawType === 'reaction' ? decodeCharRefs(strOrNull(raw.name)) : null),
    emojiUrl: strOrNull(raw.emoji_url) ?? strOrNull(obj(raw.reaction).url),
    seen: bool(pleroma.is_seen),
    ...(str(obj(raw.report).id) ? { reportId: str(obj(raw.report).id) } : {}),
  };
}

/** `&#128077;` / `&#x1F44D;` → the character (only numeric references; text stays as is). */
function decodeCharRefs(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(/&#(x[0-9a-f]+|\d+);/gi, (whole, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code);
    return Number.isInteger(point) && point > 0 && point <= 0x10ffff
      ? String.fromCodePoint(point)
      : whole;
  });
}
