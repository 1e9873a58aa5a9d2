/**
 * A theme source resolved into every slot, and the CSS variables it gives. Colours a source
 * leaves out are derived from the common ones (bg, fg, text, link, red, green, blue,
 * orange), so a styles.json array of eight colours is a whole theme.
 */
import type { Rgb } from 'culori/fn';
import { BLACK, contrast, cssColour, isDark, mix, parseColour, WHITE, withAlpha } from './colour';
import {
  type ColourSlot,
  DEFAULT_FONTS,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  type FontSlot,
  type OpacitySlot,
  type RadiusSlot,
  SHADOW_SLOTS,
  type ShadowLayer,
  type ShadowSlot,
  ThemeColourError,
  type ThemeSource,
  type ThemeVariables,
} from './theme-types';

export interface ResolvedTheme {
  colours: Record<ColourSlot, Rgb>;
  opacity: Record<OpacitySlot, number>;
  radii: Record<RadiusSlot, number>;
  shadows: Record<ShadowSlot, ShadowLayer[]>;
  fonts: Record<FontSlot, string>;
  dark: boolean;
}

const shadow = (x: number, y: number, blur: number, alpha: number): ShadowLayer => ({
  x,
  y,
  blur,
  spread: 0,
  color: '#000000',
  alpha,
  inset: false,
});

/** Default shadows: the top bar's and popups' drop shadows; the rest flat. */
export function defaultShadows(): Record<ShadowSlot, ShadowLayer[]> {
  return {
    panel: [],
    panelHeader: [],
    topBar: [shadow(0, 1, 6, 0.5)],
    popup: [shadow(0, 2, 10, 0.5)],
    avatar: [],
    avatarStatus: [],
    button: [],
    buttonHover: [],
    buttonPressed: [],
    input: [],
  };
}

/** Every slot of `source` filled; throws ThemeColourError for a colour that cannot be made. */
export function resolveTheme(source: ThemeSource): ResolvedTheme {
  const opacity = { ...DEFAULT_OPACITY } as Record<OpacitySlot, number>;
  for (const [key, value] of Object.entries(source.opacity ?? {})) {
    if (key in opacity && isFiniteNumber(value)) {
      opacity[key as OpacitySlot] = Math.min(1, Math.max(0, value));
    }
  }
  const radii = { ...DEFAULT_RADII } as Record<RadiusSlot, number>;
  for (const [key, value] of Object.entries(source.radii ?? {})) {
    if (key in radii && isFiniteNumber(value) && value >= 0) radii[key as RadiusSlot] = value;
  }
  const fonts = { ...DEFAULT_FONTS } as Record<FontSlot, string>;
  for (const [key, value] of Object.entries(source.fonts ?? {})) {
    if (key in fonts && typeof value === 'string' && isSafeFont(value)) {
      fonts[key as FontSlot] = value.trim();
    }
  }
  const shadows = defaultShadows();
  for (const slot of SHADOW_SLOTS) {
    const layers = source.shadows?.[slot];
    if (Array.isArray(layers)) shadows[slot] = layers.map((layer) => checkedLayer(slot, layer));
  }
  const colours = resolveColours(source.colors, opacity);
  return { colours, opacity, radii, shadows, fonts, dark: isDark(colours.bg) };
}

function resolveColours(
  given: ThemeSource['colors'],
  opacity: Record<OpacitySlot, number>,
): Record<ColourSlot, Rgb> {
  const read = (slot: ColourSlot): Rgb | undefined => {
    const text = given[slot];
    if (text === undefined) return undefined;
    const colour = typeof text === 'string' ? parseColour(text) : undefined;
    if (!colour) throw new ThemeColourError(slot, String(text));
    return colour;
  };
  const need = (slot: ColourSlot): Rgb => {
    const colour = read(slot);
    if (!colour) throw new ThemeColourError(slot, '');
    return colour;
  };
  const bg = need('bg');
  const fg = read('fg') ?? mix(bg, isDark(bg) ? WHITE : BLACK, 0.1);
  const text = need('text');
  const link = read('link') ?? text;
  const dark = isDark(bg);
  const away = dark ? BLACK : WHITE;
  const toward = dark ? WHITE : BLACK;
  const red = read('red') ?? parseColour('#d31014')!;
  const accent = read('accent') ?? link;
  const pick = (slot: ColourSlot, derived: Rgb): Rgb => read(slot) ?? derived;
  return {
    bg,
    fg,
    text,
    link,
    red,
    green: read('green') ?? parseColour('#0fa00f')!,
    blue: read('blue') ?? parseColour('#0095ff')!,
    orange: read('orange') ?? parseColour('#ffa500')!,
    wallpaper: pick('wallpaper', mix(bg, dark ? BLACK : fg, dark ? 0.17 : 0.3)),
    panel: pick('panel', bg),
    panelHeading: pick('panelHeading', fg),
    input: pick('input', mix(bg, away, dark ? 0.4 : 0.6)),
    border: pick('border', mix(fg, text, 0.1)),
    textStrong: pick('textStrong', mix(text, toward, 0.6)),
    faint: pick('faint', withAlpha(text, opacity.faint)),
    accent,
    accentText: pick('accentText', contrast(bg, accent) >= contrast(WHITE, accent) ? bg : WHITE),
    focused: pick('focused', mix(bg, fg, 0.6)),
    redBg: pick('redBg', withAlpha(red, opacity.underlay)),
  };
}

/** The CSS custom properties of a resolved theme (theme.css reads them). */
export function themeVariables(theme: ResolvedTheme): ThemeVariables {
  const c = theme.colours;
  const px = (n: number) => `${n}px`;
  const vars: ThemeVariables = {
    '--bg': cssColour(c.wallpaper),
    '--panel': cssColour(c.panel),
    '--panel-heading': cssColour(c.panelHeading),
    '--fg': cssColour(c.fg),
    '--input': cssColour(c.input),
    '--border': cssColour(c.border),
    '--text': cssColour(c.text),
    '--text-strong': cssColour(c.textStrong),
    '--faint': cssColour(c.faint),
    '--link': cssColour(c.link),
    '--accent': cssColour(c.accent),
    '--accent-text': cssColour(c.accentText),
    '--cRed': cssColour(c.red),
    '--cRed-bg': cssColour(c.redBg),
    '--cGreen': cssColour(c.green),
    '--cBlue': cssColour(c.blue),
    '--cOrange': cssColour(c.orange),
    '--focused-bg': cssColour(c.focused),
    '--color-scheme': theme.dark ? 'dark' : 'light',
    '--radius': px(theme.radii.panel),
    '--radius-small': px(theme.radii.btn),
    '--radius-input': px(theme.radii.input),
    '--radius-checkbox': px(theme.radii.checkbox),
    '--avatar-radius': px(theme.radii.avatar),
    '--avatar-alt-radius': px(theme.radii.avatarAlt),
    '--radius-tooltip': px(theme.radii.tooltip),
    '--radius-attachment': px(theme.radii.attachment),
    '--opacity-profile-tint': String(theme.opacity.profileTint),
    '--opacity-alert': String(theme.opacity.alert),
    '--opacity-input': String(theme.opacity.input),
    '--opacity-alert-popup': String(theme.opacity.alertPopup),
    '--font': `${theme.fonts.interface}, var(--emoji-fonts)`,
    '--font-input': theme.fonts.input,
    '--font-post': theme.fonts.post,
    '--font-mono': theme.fonts.postCode,
  };
  for (const slot of SHADOW_SLOTS) vars[`--shadow-${kebab(slot)}`] = shadowCss(theme.shadows[slot]);
  return vars;
}

/** The CSS of shadow layers: `[inset] x y blur spread rgba(...)`, comma-separated, or none. */
export function shadowCss(layers: readonly ShadowLayer[]): string {
  if (layers.length === 0) return 'none';
  return layers
    .map((l) => {
      const colour = cssColour(withAlpha(parseColour(l.color) ?? BLACK, l.alpha));
      return `${l.inset ? 'inset ' : ''}${l.x}px ${l.y}px ${l.blur}px ${l.spread}px ${colour}`;
    })
    .join(', ');
}

function checkedLayer(slot: string, layer: ShadowLayer): ShadowLayer {
  const numbers = [layer.x, layer.y, layer.blur, layer.spread, layer.alpha];
  if (!numbers.every(isFiniteNumber) || typeof layer.color !== 'string') {
    throw new ThemeColourError(`shadow ${slot}`, JSON.stringify(layer));
  }
  if (!parseColour(layer.color)) throw new ThemeColourError(`shadow ${slot}`, layer.color);
  return { ...layer, inset: layer.inset === true };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A font list: names, quotes, commas and spaces only (no way out of the declaration). */
function isSafeFont(value: string): boolean {
  return value.trim() !== '' && /^[\w\s,"'-]+$/.test(value);
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
}
