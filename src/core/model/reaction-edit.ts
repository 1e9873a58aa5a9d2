import type { EmojiReaction } from '../domain/types';

/** The reactions with the user's own `name` added or taken back (counts kept consistent). */
export function withReaction(
  reactions: readonly EmojiReaction[],
  name: string,
  mine: boolean,
): EmojiReaction[] {
  const out: EmojiReaction[] = [];
  let found = false;
  for (const reaction of reactions) {
    if (reaction.name !== name) {
      out.push(reaction);
      continue;
    }
    found = true;
    if (reaction.me === mine) out.push(reaction);
    else {
      const count = reaction.count + (mine ? 1 : -1);
      if (count > 0) out.push({ ...reaction, me: mine, count });
    }
  }
  if (!found && mine) out.push({ name, count: 1, me: true, url: null });
  return out;
}
