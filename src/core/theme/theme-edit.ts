/**
 * The theme editor's edits (spec part 2 §2 settings tab "theme": common colours, advanced
 * colours, roundness, shadows, fonts): one field of a source set or reset to the theme it
 * was edited from, without touching the others. Pure: the web's editor keeps the state.
 */
import type {
  ColourSlot,
  FontSlot,
  OpacitySlot,
  RadiusSlot,
  ShadowLayer,
  ShadowNumber,
  ShadowSlot,
  ThemeSource,
} from './theme-types';
import { SHADOW_FIELD_LIMITS } from './theme-types';

/** Which part of a source a field lives in, and the value type it holds. */
export interface ThemeFieldTypes {
  colors: { slot: ColourSlot; value: string };
  radii: { slot: RadiusSlot; value: number };
  opacity: { slot: OpacitySlot; value: number };
  fonts: { slot: FontSlot; value: string };
  shadows: { slot: ShadowSlot; value: ShadowLayer[] };
}
export type ThemeGroup = keyof ThemeFieldTypes;

/** The field's value in a source, undefined when the source leaves it to the defaults. */
export function fieldOf<G extends ThemeGroup>(
  source: ThemeSource,
  group: G,
  slot: ThemeFieldTypes[G]['slot'],
): ThemeFieldTypes[G]['value'] | undefined {
  const part = source[group] as Record<string, ThemeFieldTypes[G]['value']> | undefined;
  return part?.[slot];
}

/** The source with one field set (undefined: left to the defaults / derived). */
export function withField<G extends ThemeGroup>(
  source: ThemeSource,
  group: G,
  slot: ThemeFieldTypes[G]['slot'],
  value: ThemeFieldTypes[G]['value'] | undefined,
): ThemeSource {
  const part = { ...((source[group] as Record<string, unknown> | undefined) ?? {}) };
  if (value === undefined) delete part[slot];
  else part[slot] = value;
  return { ...source, [group]: part };
}

/** The source with one field back to what `original` has for it. */
export function resetField<G extends ThemeGroup>(
  source: ThemeSource,
  original: ThemeSource,
  group: G,
  slot: ThemeFieldTypes[G]['slot'],
): ThemeSource {
  return withField(source, group, slot, fieldOf(original, group, slot));
}

/** Whether the field differs from the original (the editor offers its reset then). */
export function fieldChanged<G extends ThemeGroup>(
  source: ThemeSource,
  original: ThemeSource,
  group: G,
  slot: ThemeFieldTypes[G]['slot'],
): boolean {
  return (
    JSON.stringify(fieldOf(source, group, slot)) !== JSON.stringify(fieldOf(original, group, slot))
  );
}

/** The source with a whole section (all colours of a list, the radii, the shadows…) reset. */
export function resetGroup<G extends ThemeGroup>(
  source: ThemeSource,
  original: ThemeSource,
  group: G,
  slots: readonly ThemeFieldTypes[G]['slot'][],
): ThemeSource {
  return slots.reduce((next, slot) => resetField(next, original, group, slot), source);
}

/** Whether any field of a section differs from the original (its reset is offered then). */
export function groupChanged<G extends ThemeGroup>(
  source: ThemeSource,
  original: ThemeSource,
  group: G,
  slots: readonly ThemeFieldTypes[G]['slot'][],
): boolean {
  return slots.some((slot) => fieldChanged(source, original, group, slot));
}

/**
 * A layer's number as typed, kept inside what Pleroma-FE's fields take (a blur not below 0,
 * an opacity within 0…1; offsets and spread as typed), or undefined if not one.
 */
export function clampShadowNumber(name: ShadowNumber, text: string): number | undefined {
  const n = Number.parseFloat(text);
  if (text.trim() === '' || !Number.isFinite(n)) return undefined;
  const { min = -Infinity, max = Infinity } = SHADOW_FIELD_LIMITS[name];
  return Math.min(max, Math.max(min, n));
}
