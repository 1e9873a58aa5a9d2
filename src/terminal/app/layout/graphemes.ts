const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's grapheme clusters: what a terminal draws as one character (emoji sequences, flags, marks). */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) out.push(segment);
  return out;
}
