import type { Account, Notification, Status } from '../core/domain/types';
import type { EntityLookup } from '../core/model/entity-lookup';
import { MAX_QUOTE_DEPTH } from '../core/normalize/status';
import { dailyAveragePosts } from '../core/view/daily-average';
import { htmlToPlain } from './plain-html';

export { FullHtmlNeeded, htmlToPlain, loadFullHtml } from './plain-html';

import { relativeTime } from '../shared/text/relative-time';
import { safeHandle, safeLine, stripControl } from '../shared/text/terminal-safe';

/**
 * `Display Name @acct`: control sequences and invisible characters dropped from the name,
 * hidden characters in the handle shown as `[U+XXXX]` (remote names are hostile).
 */
export function authorLine(account: Account | undefined): string {
  if (!account) return 'unknown account';
  const moved = account.moved ? ` (moved to @${safeHandle(account.moved.fqn)})` : '';
  return `${nameOf(account)} @${safeHandle(account.acct)}${moved}`;
}

function nameOf(account: Account): string {
  return safeLine(account.displayName).trim() || safeHandle(account.username);
}

/** `Alice has moved to @alice@new.example`, or nothing for an account that did not move. */
export function movedLine(account: Account): string | undefined {
  if (!account.moved) return undefined;
  return `${nameOf(account)} has moved to @${safeHandle(account.moved.fqn)}`;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

/**
 * A status as a few plain lines for people reading a terminal: header, CW, text,
 * attachments. Repeats show the repeated status under a "repeated by" line.
 */
export function formatStatus(
  status: Status,
  entities: EntityLookup,
  now: number,
  prefix = '',
  /** Posts above this one in a quote chain: quotes nest `MAX_QUOTE_DEPTH` deep, then link. */
  quoteDepth = 0,
): string {
  const lines: string[] = [];
  let shown = status;
  if (status.reblogId) {
    const original = entities.status(status.reblogId);
    lines.push(`↻ ${authorLine(entities.account(status.accountId))} repeated`);
    if (original) shown = original;
  }
  const account = entities.account(shown.accountId);
  const meta = [relativeTime(shown.createdAt, now), shown.visibility, `id ${shown.id}`];
  if (shown.inReplyToId) meta.push(`reply to ${shown.inReplyToId}`);
  lines.push(`${authorLine(account)} · ${meta.join(' · ')}`);
  if (shown.spoilerText) lines.push(`  CW: ${safeLine(shown.spoilerText)}`);
  const text = htmlToPlain(shown.content);
  if (text) lines.push(indent(text, '  '));
  for (const media of shown.mediaAttachments) {
    const description = media.description ? ` ${safeLine(media.description)}` : '';
    lines.push(`  [${media.type}]${description} ${stripControl(media.url)}`);
  }
  if (shown.poll) {
    for (const option of shown.poll.options) {
      lines.push(
        `  ( ) ${safeLine(option.title)}${option.votesCount === null ? '' : ` — ${option.votesCount}`}`,
      );
    }
  }
  if (shown.deleted) lines.push('  (deleted)');
  const quote = quoteLines(shown, entities, now, quoteDepth);
  if (quote) lines.push(quote);
  return indent(lines.join('\n'), prefix);
}

/**
 * The post a status quotes, indented under a bar with its author; past the depth bound,
 * or when the server did not send it, its address alone.
 */
function quoteLines(
  status: Status,
  entities: EntityLookup,
  now: number,
  quoteDepth: number,
): string | undefined {
  if (status.quoteId === null && status.quoteUrl === null) return undefined;
  const quoted = status.quoteId ? entities.status(status.quoteId) : undefined;
  if (quoted && !quoted.deleted && quoteDepth + 1 < MAX_QUOTE_DEPTH) {
    const body = formatStatus(quoted, entities, now, '', quoteDepth + 1);
    return indent(`quoting ${body}`, '  ┃ ');
  }
  const url = quoted?.url ?? status.quoteUrl;
  return url ? `  ┃ quoted post: ${stripControl(url)}` : '  ┃ (the quoted post is not available)';
}

/** The card of `profile` and `whoami`; `now` is the clock for the daily average of posts. */
export function formatAccount(account: Account, now: number = Date.now()): string {
  const lines = [authorLine(account)];
  const badges = [
    account.role !== 'member' ? account.role : '',
    account.locked ? 'locked' : '',
    account.bot ? 'bot' : '',
  ]
    .filter(Boolean)
    .join(', ');
  if (badges) lines.push(`  ${badges}`);
  const moved = movedLine(account);
  if (moved) lines.push(`  ${moved}`);
  // Spec part 2 §9: "Daily average posts = posts count / days since creation, rounded".
  const perDay = dailyAveragePosts(account.statusesCount, account.createdAt, now);
  const counts = [
    `${account.statusesCount} statuses`,
    ...(perDay === null ? [] : [`${perDay} per day`]),
    `${account.followingCount} following`,
    `${account.followersCount} followers`,
  ];
  lines.push(`  ${counts.join(' · ')}`);
  const bio = htmlToPlain(account.note);
  if (bio) lines.push(indent(bio, '  '));
  // The profile's fields (the help promises them): "name: value", a verified link marked.
  for (const field of account.fields) {
    const value = htmlToPlain(field.value).replace(/\s+/g, ' ').trim();
    const verified = field.verifiedAt ? ' ✓ verified' : '';
    lines.push(`  ${stripControl(field.name)}: ${value}${verified}`);
  }
  if (account.url) lines.push(`  ${stripControl(account.url)}`);
  return lines.join('\n');
}

const NOTIFICATION_VERBS: Record<string, string> = {
  mention: 'mentioned you',
  favourite: 'favourited your status',
  reblog: 'repeated your status',
  follow: 'followed you',
  follow_request: 'wants to follow you',
  move: 'moved to',
  poll: 'poll has ended',
  status: 'posted',
  update: 'edited a status',
  'pleroma:emoji_reaction': 'reacted',
  'pleroma:chat_mention': 'sent you a chat message',
  'pleroma:report': 'reported',
  'admin.sign_up': 'signed up',
  'admin.report': 'reported',
};

/** One notification: who did what, then the status it is about, indented. */
export function formatNotification(n: Notification, entities: EntityLookup, now: number): string {
  const who = authorLine(entities.account(n.accountId));
  let verb = NOTIFICATION_VERBS[n.type] ?? safeLine(n.rawType);
  if (n.type === 'pleroma:emoji_reaction' && n.emoji) verb = `reacted with ${safeLine(n.emoji)}`;
  if (n.type === 'move' && n.targetId)
    verb = `moved to ${authorLine(entities.account(n.targetId))}`;
  const lines = [`${who} ${verb} · ${relativeTime(n.createdAt, now)}${n.seen ? '' : ' · new'}`];
  const status = n.statusId ? entities.status(n.statusId) : undefined;
  if (status) lines.push(formatStatus(status, entities, now, '    '));
  return lines.join('\n');
}
