import { describe, expect, it } from 'vitest';
import {
  COMMON_COLOUR_SLOTS,
  clampShadowNumber,
  contrastRating,
  contrastReport,
  fieldChanged,
  groupChanged,
  PLEROMA_DARK,
  readStoredTheme,
  resetField,
  resetGroup,
  resolveTheme,
  SHADOW_LIMITS,
  SHADOW_SLOTS,
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

  it('resets a whole section and leaves the other sections alone', () => {
    const original = PLEROMA_DARK;
    let edited = withField(original, 'colors', 'bg', '#ffffff');
    edited = withField(edited, 'colors', 'panel', '#102030');
    edited = withField(edited, 'shadows', 'button', [
      { x: 1, y: 2, blur: 3, spread: 0, color: '#ff0000', alpha: 0.5, inset: true },
    ]);
    expect(groupChanged(edited, original, 'colors', COMMON_COLOUR_SLOTS)).toBe(true);
    expect(variablesOf(edited)['--shadow-button']).toBe(
      'inset 1px 2px 3px 0px rgba(255, 0, 0, 0.5)',
    );

    const common = resetGroup(edited, original, 'colors', COMMON_COLOUR_SLOTS);
    expect(groupChanged(common, original, 'colors', COMMON_COLOUR_SLOTS)).toBe(false);
    expect(fieldChanged(common, original, 'colors', 'panel')).toBe(true);
    const flat = resetGroup(common, original, 'shadows', SHADOW_SLOTS);
    expect(variablesOf(flat)['--shadow-button']).toBe('none');
    expect(variablesOf(flat)['--panel']).toBe('#102030');
  });

  it("keeps a shadow layer's typed numbers where Pleroma-FE's fields keep them", () => {
    // Offsets and spread as typed (its sliders stop at ±20 px, its fields do not).
    expect(clampShadowNumber('x', '25')).toBe(25);
    expect(clampShadowNumber('y', '-30')).toBe(-30);
    expect(clampShadowNumber('spread', '40')).toBe(40);
    expect(clampShadowNumber('blur', '-1')).toBe(0);
    expect(clampShadowNumber('blur', '35')).toBe(35);
    expect(clampShadowNumber('spread', '-7')).toBe(-7);
    expect(clampShadowNumber('alpha', '1.5')).toBe(1);
    expect(clampShadowNumber('alpha', '')).toBeUndefined();
    expect(clampShadowNumber('x', '-')).toBeUndefined();
  });

  it("the sliders' ranges and the opacity step are Pleroma-FE's", () => {
    expect(SHADOW_LIMITS).toEqual({
      x: { min: -20, max: 20, step: 1 },
      y: { min: -20, max: 20, step: 1 },
      blur: { min: 0, max: 20, step: 1 },
      spread: { min: -20, max: 20, step: 1 },
      alpha: { min: 0, max: 1, step: 0.05 },
    });
  });
});
