// A status's link preview and poll results, as lines (split from status-layout.ts by size).
import { type LinkCard, type Poll, pollExpired, pollResults } from '../../../core';
import { safeLine } from '../../../shared/text/terminal-safe';
import type { StatusLayoutInput, StatusLine } from './status-layout';
import { terminalText } from './terminal-text';
import { truncateToWidth, wrapToWidth } from './text-width';

/** Lines of a link card's description. */
const CARD_DESCRIPTION_LINES = 2;
/** Width of a poll option's bar. */
const POLL_BAR = 10;

/** A link preview: title, a little of the description, and where it goes. */
export function layoutCard(card: LinkCard, width: number, lines: StatusLine[]): void {
  if (width < 4) return;
  const inner = width - 2;
  const title = safeLine(card.title).trim();
  const description = safeLine(card.description).trim();
  const provider = safeLine(card.providerName).trim();
  const url = safeLine(card.url);
  lines.push({ text: terminalText(`╭ ${truncateToWidth(title || url, inner)}`), tone: 'card' });
  const described = wrapToWidth(description, inner);
  for (const [i, line] of described.slice(0, CARD_DESCRIPTION_LINES).entries()) {
    const last = i === CARD_DESCRIPTION_LINES - 1 && described.length > CARD_DESCRIPTION_LINES;
    lines.push({
      text: terminalText(`│ ${last ? truncateToWidth(`${line}…`, inner) : line}`),
      tone: 'card',
    });
  }
  const where = provider ? `${url} (${provider})` : url;
  lines.push({ text: terminalText(`╰ ${truncateToWidth(where, inner)}`), tone: 'card' });
}

/** Results view: each option with a bar and its share, then votes and the deadline. */
export function layoutPoll(poll: Poll, input: StatusLayoutInput, lines: StatusLine[]): void {
  const { width, t, now } = input;
  for (const option of pollResults(poll)) {
    const percent = option.percent ?? 0;
    const filled = Math.round((percent / 100) * POLL_BAR);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(POLL_BAR - filled)}`;
    const share = option.percent === null ? '  ?%' : `${String(percent).padStart(3)}%`;
    const mine = option.ownVote ? ` ${t('tui.status.poll.own_vote')}` : '';
    const text = `${bar} ${share} ${safeLine(option.title)}${mine}`;
    lines.push({ text: terminalText(truncateToWidth(text, width)), tone: 'poll' });
  }
  const votes =
    poll.multiple && poll.votersCount !== null
      ? t('tui.status.poll.voters', { count: poll.votersCount })
      : t('tui.status.poll.votes', { count: poll.votesCount });
  let deadline = '';
  if (pollExpired(poll, now)) deadline = t('tui.status.poll.closed');
  else if (poll.expiresAt) {
    const left = Date.parse(poll.expiresAt) - now;
    if (Number.isFinite(left)) deadline = t('tui.status.poll.closes_in', { time: duration(left) });
  }
  lines.push({
    text: terminalText(truncateToWidth(deadline ? `${votes} · ${deadline}` : votes, width)),
    tone: 'meta',
  });
}

/** A short time span: `45s`, `12m`, `3h`, `2d`. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}
