import { describe, expect, it } from 'vitest';
import {
  contrastRating,
  contrastReport,
  fieldChanged,
  PLEROMA_DARK,
  readStoredTheme,
  resetField,
  resolveTheme,
  variablesOf,
  withField,
} from '../../src/core/theme';

describe('theme editor edits', () => {
  it('sets one field, resets it to the original, and leaves the others alone', () => {
    const original = PLEROMA_DARK;
    const edited = withField(withField(original, 'colors', 'bg', '#ffffff'), 'radii', 'panel', 0);
    expect(variablesOf(edited)['--panel']).toBe('#ffffff');
    expect(variablesOf(edited)['--radius']).toBe('0px');
    expect(fieldChanged(edited, original, 'colors', 'bg')).toBe(true);
    expect(fieldChanged(edited, original, 'colors', 'text')).toBe(false);

    const back = resetField(edited, original, 'colors', 'bg');
    expect(fieldChanged(back, original, 'colors', 'bg')).toBe(false);
    expect(variablesOf(back)['--panel']).toBe(variablesOf(original)['--panel']);
    expect(variablesOf(back)['--radius']).toBe('0px');
    // A derived colour cleared goes back to being derived.
    const cleared = withField(
      withField(original, 'colors', 'panel', '#123456'),
      'colors',
      'panel',
      undefined,
    );
    expect(variablesOf(cleared)).toEqual(variablesOf(original));
  });

  it('rates contrast AAA at 7, AA at 4.5, AA for large text at 3, else fails', () => {
    expect([7, 6.99, 4.5, 4.49, 3, 2.99].map(contrastRating)).toEqual([
      'AAA',
      'AA',
      'AA',
      'AA-large',
      'AA-large',
      'fail',
    ]);
    const grey = withField(PLEROMA_DARK, 'colors', 'text', '#555555');
    const text = contrastReport(resolveTheme(grey)).find(
      (r) => r.slot === 'text' && r.against === 'panel',
    );
    expect(text?.ok).toBe(false);
    expect(contrastRating(text?.ratio ?? 0)).toBe('fail');
  });

  it('keeps the edited theme’s original in the settings', () => {
    const source = withField(PLEROMA_DARK, 'colors', 'link', '#ff00ff');
    const stored = JSON.parse(
      JSON.stringify({
        name: 'pleroma-dark',
        source,
        variables: variablesOf(source),
        original: PLEROMA_DARK,
      }),
    );
    expect(readStoredTheme(stored)?.original).toEqual(PLEROMA_DARK);
    expect(readStoredTheme({ ...stored, original: 'junk' })?.original).toBeUndefined();
  });
});
