/**
 * The theme engine's vocabulary and the spec's constants (part 2 §3 Theme, §9): colours,
 * opacity, radii, shadows and fonts, the engine version and the contrast threshold.
 */

/** Spec part 2 §9: theme version constant 3. */
export const THEME_ENGINE_VERSION = 3;
/** Spec part 2 §9: contrast threshold 4.5 (WCAG AA for body text). */
export const CONTRAST_THRESHOLD = 4.5;
/** Spec part 2 §9: default theme pleroma-dark; unknown names fall back to it. */
export const DEFAULT_THEME_NAME = 'pleroma-dark';
/** The light default (the browser's or terminal's light preference, until the user chooses). */
export const DEFAULT_LIGHT_THEME_NAME = 'pleroma-light';

/** The common colours: what a styles.json array lists, in its order. */
export const COMMON_COLOUR_SLOTS = [
  'bg',
  'fg',
  'text',
  'link',
  'red',
  'green',
  'blue',
  'orange',
] as const;
/** Advanced colours: derived from the common ones unless the theme sets them. */
export const ADVANCED_COLOUR_SLOTS = [
  'wallpaper',
  'panel',
  'panelHeading',
  'input',
  'border',
  'textStrong',
  'faint',
  'accent',
  'accentText',
  'focused',
  'redBg',
] as const;
export type CommonColourSlot = (typeof COMMON_COLOUR_SLOTS)[number];
export type AdvancedColourSlot = (typeof ADVANCED_COLOUR_SLOTS)[number];
export type ColourSlot = CommonColourSlot | AdvancedColourSlot;
export const COLOUR_SLOTS: readonly ColourSlot[] = [
  ...COMMON_COLOUR_SLOTS,
  ...ADVANCED_COLOUR_SLOTS,
];

/** Spec part 2 §9 default opacities. */
export const DEFAULT_OPACITY = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
} as const;
export type OpacitySlot = keyof typeof DEFAULT_OPACITY;

/** Spec part 2 §9 default corner radii, px. */
export const DEFAULT_RADII = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
} as const;
export type RadiusSlot = keyof typeof DEFAULT_RADII;

/** Spec part 2 §9 default fonts; `post` and `input` follow `interface` unless set. */
export const DEFAULT_FONTS = {
  interface: 'sans-serif',
  input: 'inherit',
  post: 'inherit',
  postCode: 'monospace',
} as const;
export type FontSlot = keyof typeof DEFAULT_FONTS;

/** Spec part 2 §3 shadow layer. */
export interface ShadowLayer {
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: string;
  alpha: number;
  inset: boolean;
}

/**
 * The shadow slots, Pleroma-FE's (the spec names shadows but not their slots): the panel and
 * its header, the top bar, popups, avatars (and a status's own), buttons in their three
 * states, and inputs.
 */
export const SHADOW_SLOTS = [
  'panel',
  'panelHeader',
  'topBar',
  'popup',
  'avatar',
  'avatarStatus',
  'button',
  'buttonHover',
  'buttonPressed',
  'input',
] as const;
export type ShadowSlot = (typeof SHADOW_SLOTS)[number];

/** A shadow layer's numeric parts, the ones an editor bounds. */
export type ShadowNumber = 'x' | 'y' | 'blur' | 'spread' | 'alpha';
/**
 * Pleroma-FE's shadow control (checked against its source): the sliders run -20…20 px for the
 * offsets and the spread and 0…20 px for the blur; the opacity field 0…1 in steps of 0.05.
 */
export const SHADOW_LIMITS: Record<ShadowNumber, { min: number; max: number; step: number }> = {
  x: { min: -20, max: 20, step: 1 },
  y: { min: -20, max: 20, step: 1 },
  blur: { min: 0, max: 20, step: 1 },
  spread: { min: -20, max: 20, step: 1 },
  alpha: { min: 0, max: 1, step: 0.05 },
};

/**
 * What the typed fields beside the sliders take, as in Pleroma-FE: any offset or spread (a
 * theme may go further than a slider reaches), a blur not below 0, an opacity within 0…1.
 */
export const SHADOW_FIELD_LIMITS: Record<ShadowNumber, { min?: number; max?: number }> = {
  x: {},
  y: {},
  blur: { min: 0 },
  spread: {},
  alpha: { min: 0, max: 1 },
};

/** A new layer in the editor: a soft black drop shadow, as Pleroma-FE adds one. */
export const NEW_SHADOW_LAYER: ShadowLayer = {
  x: 0,
  y: 0,
  blur: 0,
  spread: 0,
  color: '#000000',
  alpha: 1,
  inset: false,
};

/** What a person (or styles.json) writes: every part optional, the rest is derived/default. */
export interface ThemeSource {
  colors: Partial<Record<ColourSlot, string>>;
  opacity?: Partial<Record<OpacitySlot, number>>;
  radii?: Partial<Record<RadiusSlot, number>>;
  shadows?: Partial<Record<ShadowSlot, ShadowLayer[]>>;
  fonts?: Partial<Record<FontSlot, string>>;
}

/** A named theme as offered in the chooser. */
export interface NamedTheme {
  name: string;
  source: ThemeSource;
}

/** The CSS custom properties a theme sets on the page (`--bg` → `#121a24`). */
export type ThemeVariables = Record<string, string>;

/** Spec part 2 §8: theme colour generation failure. */
export class ThemeColourError extends Error {
  constructor(
    readonly slot: string,
    readonly value: string,
  ) {
    super(`Colour ${slot} could not be generated from "${value}"`);
    this.name = 'ThemeColourError';
  }
}
