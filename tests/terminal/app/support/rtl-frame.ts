import { textWidth } from '../../../../src/terminal/app/layout/text-width';

/** Right-to-left text as a terminal draws it, left to right: the characters reversed. */
export const reversed = (s: string) => [...s].reverse().join('');

/** The column where a frame's line ends (its right edge, trailing blanks left out). */
export const endColumn = (line: string) => textWidth(line.trimEnd());

/** The frame's first line holding `text`; fails with the whole frame when none does. */
export function lineWith(frame: string, text: string): string {
  const line = frame.split('\n').find((l) => l.includes(text));
  if (line === undefined) throw new Error(`no line with ${text}:\n${frame}`);
  return line;
}
