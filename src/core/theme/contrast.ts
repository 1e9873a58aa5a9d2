/**
 * The contrast check (spec part 2 §9: threshold 4.5): each text colour against the
 * backgrounds it is drawn on, the failures reported next to the colour they concern.
 */
import { contrast } from './colour';
import type { ResolvedTheme } from './resolve';
import { CONTRAST_THRESHOLD, type ColourSlot } from './theme-types';

export interface ContrastResult {
  /** The foreground colour checked. */
  slot: ColourSlot;
  /** The background it is drawn on. */
  against: ColourSlot;
  /** WCAG ratio, rounded to two places. */
  ratio: number;
  ok: boolean;
}

/** Which text colour is drawn on which background. */
export const CONTRAST_PAIRS: readonly [ColourSlot, ColourSlot][] = [
  ['text', 'panel'],
  ['text', 'wallpaper'],
  ['text', 'panelHeading'],
  ['text', 'input'],
  ['textStrong', 'panel'],
  ['faint', 'panel'],
  ['link', 'panel'],
  ['link', 'wallpaper'],
  ['accentText', 'accent'],
  ['red', 'panel'],
  ['green', 'panel'],
  ['orange', 'panel'],
];

export function contrastReport(theme: ResolvedTheme): ContrastResult[] {
  return CONTRAST_PAIRS.map(([slot, against]) => {
    const ratio = Math.round(contrast(theme.colours[slot], theme.colours[against]) * 100) / 100;
    return { slot, against, ratio, ok: ratio >= CONTRAST_THRESHOLD };
  });
}

/** The failing checks of one colour (what the chooser shows beside it). */
export function contrastFailures(
  report: readonly ContrastResult[],
  slot: ColourSlot,
): ContrastResult[] {
  return report.filter((r) => r.slot === slot && !r.ok);
}

/** WCAG 2 levels: AAA at 7, AA at 4.5 (the spec's threshold), AA for large text at 3. */
export type ContrastRating = 'AAA' | 'AA' | 'AA-large' | 'fail';

export function contrastRating(ratio: number): ContrastRating {
  if (ratio >= 7) return 'AAA';
  if (ratio >= CONTRAST_THRESHOLD) return 'AA';
  if (ratio >= 3) return 'AA-large';
  return 'fail';
}
