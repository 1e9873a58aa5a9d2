import type { Account, Relationship } from '../../../core';
import { dailyAveragePosts } from '../../../core/view/daily-average';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { fullDate } from '../../../shared/text/relative-time';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { UiPart } from '../components/ui-row';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { logicalName, type StatusLine } from './status-layout';
import { terminalText } from './terminal-text';
import { truncateToWidth, wrapToWidth } from './text-width';

/** Lines of the bio shown on the card (the rest is cut with an ellipsis). */
const BIO_LINES = 4;
/** Profile fields shown on the card. */
const FIELD_LINES = 4;

/** Badges of an account: role, bot, locked, deactivated. */
export function accountBadges(account: Account, t: TuiTranslate): string[] {
  const badges: string[] = [];
  if (account.role === 'admin') badges.push(t('tui.profile.badge.admin'));
  if (account.role === 'moderator') badges.push(t('tui.profile.badge.moderator'));
  if (account.bot) badges.push(t('tui.profile.badge.bot'));
  if (account.locked) badges.push(t('tui.profile.badge.locked'));
  if (account.deactivated) badges.push(t('tui.profile.badge.deactivated'));
  return badges;
}

/**
 * A line of the card. In logical order, put in visual order as it is drawn, in the
 * interface's direction (a name, a field, the counts), unless `drawn`: the bio's lines are
 * already in the order the terminal draws them (`wrapToWidth`).
 */
export interface CardLine extends StatusLine {
  drawn?: boolean;
}

/**
 * The user card (spec part 1 "Profile screen"): display name (custom emoji stay
 * `:shortcode:`) with badges, the full address and how we stand with them, the bio reduced
 * to text, profile fields, birthday, join date and counts (hidden counts say so). Every
 * string from the server passes through `safeLine`/`htmlToPlain`.
 */
export function profileCardLines(
  account: Account,
  relationship: Relationship | null,
  width: number,
  t: TuiTranslate,
  /** The clock's time, for the daily average of posts (spec part 2 §9). */
  now: number,
  /** The interface language, for the birthday's and join date's words. */
  language?: string,
): CardLine[] {
  const lines: CardLine[] = [];
  const one = (text: string, tone: StatusLine['tone']) =>
    lines.push({ text: terminalText(truncateToWidth(text, width)), tone });
  const badges = accountBadges(account, t).map((b) => `[${b}]`);
  one([logicalName(account), ...badges].join(' '), 'body');
  if (account.moved) {
    // Second, so a short terminal that cuts the card still says where they went.
    one(
      t('tui.profile.moved', {
        name: logicalName(account),
        acct: safeHandle(account.moved.fqn),
      }),
      'card',
    );
  }

  const standing: string[] = [];
  if (relationship?.followedBy) standing.push(t('tui.profile.follows_you'));
  if (relationship?.following) standing.push(t('tui.profile.following'));
  else if (relationship?.requested) standing.push(t('tui.profile.requested'));
  if (relationship?.blocking) standing.push(t('tui.profile.blocking'));
  if (relationship?.muting) standing.push(t('tui.profile.muting'));
  one([`@${safeHandle(account.fqn)}`, ...standing].join(' · '), 'meta');

  const bio = htmlToPlain(account.note)
    .replace(/\n{2,}/g, '\n')
    .trim();
  if (bio !== '') {
    const wrapped = wrapToWidth(bio, width);
    for (const [i, line] of wrapped.slice(0, BIO_LINES).entries()) {
      const last = i === BIO_LINES - 1 && wrapped.length > BIO_LINES;
      lines.push({
        text: terminalText(last ? truncateToWidth(`${line}…`, width) : line),
        tone: 'body',
        drawn: true,
      });
    }
  }
  for (const field of account.fields.slice(0, FIELD_LINES)) {
    const name = safeLine(field.name).trim();
    const value = safeLine(htmlToPlain(field.value)).trim();
    one(`${name}: ${value}${field.verifiedAt ? ' ✓' : ''}`, 'card');
  }
  const dates: string[] = [];
  // Dates in the interface's language, read in UTC as the web does (a birthday is a calendar
  // day: a zone must not move it).
  const day = (iso: string) => fullDate(iso, { locale: language, timeZone: 'UTC' });
  if (account.birthday) {
    const date = day(account.birthday) || safeLine(account.birthday);
    dates.push(t('tui.profile.birthday', { date }));
  }
  const joined = day(account.createdAt);
  if (joined) dates.push(t('tui.profile.joined', { date: joined }));
  if (dates.length > 0) one(dates.join(' · '), 'meta');
  // One message per count: each is a plural of its own ("1 follower", "2 followers").
  const perDay = dailyAveragePosts(account.statusesCount, account.createdAt, now);
  const counts = [
    t('tui.profile.count_statuses', { count: account.statusesCount }),
    ...(perDay === null ? [] : [t('tui.profile.per_day', { n: perDay })]),
    account.hideFollowsCount
      ? t('tui.profile.count_following_hidden')
      : t('tui.profile.count_following', { count: account.followingCount }),
    account.hideFollowersCount
      ? t('tui.profile.count_followers_hidden')
      : t('tui.profile.followers_count', { count: account.followersCount }),
  ];
  one(counts.join(' · '), 'meta');
  return lines;
}

/**
 * One row of an account list: name, address, badges and followers, as `UiRow` parts: the
 * name in logical order (visual order as it is drawn), the rest the interface's words.
 */
export function accountRowParts(account: Account, width: number, t: TuiTranslate): UiPart[] {
  const badges = accountBadges(account, t).map((b) => `[${b}]`);
  const followers = account.hideFollowersCount
    ? ''
    : ` · ${t('tui.profile.followers_count', { count: account.followersCount })}`;
  const name = truncateToWidth(logicalName(account), width);
  return [
    { text: name, remote: true },
    {
      text: terminalText([` @${safeHandle(account.fqn)}`, ...badges].join(' ') + followers),
    },
  ];
}
