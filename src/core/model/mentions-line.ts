/**
 * The mentions line (spec part 2 §2 "Post item", §4 "Mentions line: collapsed or expanded",
 * §9 "Mentions line shows 5 then a plus-more control"): the accounts a status mentions
 * without naming them in its text, as Pleroma-FE draws it under the reply-to line. The
 * author and the account replied to are left out (the header and the reply-to line name
 * them already), and so is any account whose profile link the text carries.
 */
import type { Mention, Status } from '../domain/types';

/** Spec part 2 §9: the first 5 show; the rest wait behind "+N more". */
export const MENTIONS_LIMIT = 5;

/** The mentions the line lists, in the server's order. */
export function mentionsLine(status: Status): Mention[] {
  return status.mentions.filter(
    (mention) =>
      mention.id !== status.accountId &&
      mention.id !== status.inReplyToAccountId &&
      !(mention.url !== '' && status.content.includes(`"${mention.url}"`)),
  );
}

/** What the line shows: all when expanded, else the first 5 and how many more wait. */
export function visibleMentions(
  status: Status,
  expanded: boolean,
): { mentions: Mention[]; moreCount: number } {
  const all = mentionsLine(status);
  if (expanded || all.length <= MENTIONS_LIMIT) return { mentions: all, moreCount: 0 };
  return { mentions: all.slice(0, MENTIONS_LIMIT), moreCount: all.length - MENTIONS_LIMIT };
}
