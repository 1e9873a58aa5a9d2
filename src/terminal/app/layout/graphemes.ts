// Made on first use: the first Intl.Segmenter loads ICU's break data (~10 ms), which the
// terminal UI's first frame does not need when its text is plain ASCII.
let segmenter: Intl.Segmenter | undefined;

/** The one grapheme segmenter of the terminal UI. */
export function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

/** The text's grapheme clusters: what a terminal draws as one character (emoji sequences, flags, marks). */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of graphemeSegmenter().segment(text)) out.push(segment);
  return out;
}
