/** Characters as the server counts them: code points, so an emoji counts once. */
export function countChars(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** How much of the limit a draft uses: text plus content warning (spec part 2 §5). */
export function draftLength(text: string, spoilerText: string): number {
  return countChars(text) + countChars(spoilerText);
}
