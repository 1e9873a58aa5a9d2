/** A title's unseen-count prefix: `(3) `. */
const COUNT_PREFIX = /^\(\d+\) /;

/**
 * The page title with the total unseen count in parentheses (spec part 2 §2), or without
 * it at 0. Whatever title a screen set stays; only the prefix changes.
 */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}
