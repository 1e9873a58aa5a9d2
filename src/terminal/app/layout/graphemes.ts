// Made on first use: the first Intl.Segmenter loads ICU's break data (~10 ms), which the
// terminal UI's first frame does not need when its text is plain ASCII.
let segmenter: Intl.Segmenter | undefined;

/** The one grapheme segmenter of the terminal UI. */
export function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is all of U+0000–U+007F
const ASCII = /^[\u0000-\u007f]*$/;

/** The text's grapheme clusters: what a terminal draws as one character (emoji sequences, flags, marks). */
export function graphemes(text: string): string[] {
  // ASCII but CR LF: every character is a grapheme of its own. Each key press comes here
  // (keys/ink-chord.ts), and a segmenter would load ICU's break data for a plain `j`.
  if (ASCII.test(text) && !text.includes('\r\n')) return text.split('');
  const out: string[] = [];
  for (const { segment } of graphemeSegmenter().segment(text)) out.push(segment);
  return out;
}
