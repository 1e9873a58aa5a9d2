import { useMemo, useState } from 'react';
import {
  ADVANCED_COLOUR_SLOTS,
  COMMON_COLOUR_SLOTS,
  type ColourSlot,
  contrastReport,
  DEFAULT_FONTS,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  type FontSlot,
  fieldChanged,
  groupChanged,
  type OpacitySlot,
  type RadiusSlot,
  type ResolvedTheme,
  resetField,
  resetGroup,
  resolveTheme,
  SHADOW_SLOTS,
  type ShadowLayer,
  type ShadowSlot,
  ThemeColourError,
  type ThemeFieldTypes,
  type ThemeGroup,
  type ThemeSource,
  type ThemeVariables,
  themeVariables,
  withField,
} from '../../core/theme';
import { cssColour } from '../../core/theme/colour';
import { useT } from '../app/hooks';
import { ColourField } from './ColourField';
import { ShadowEditor } from './ShadowEditor';
import { ThemePreview } from './ThemePreview';
import { ThemeValueField } from './ThemeValueField';

interface Props {
  source: ThemeSource;
  /** What "reset" goes back to: the theme the edits started from. */
  original: ThemeSource;
  /** A valid edit: the page takes it and the settings keep it. */
  onApply: (source: ThemeSource, variables: ThemeVariables) => void;
}

type Resolved = { theme: ResolvedTheme; variables: ThemeVariables } | { failed: string };

function resolve(source: ThemeSource): Resolved {
  try {
    const theme = resolveTheme(source);
    return { theme, variables: themeVariables(theme) };
  } catch (error) {
    if (error instanceof ThemeColourError) return { failed: error.slot };
    throw error;
  }
}

const RADIUS_SLOTS = Object.keys(DEFAULT_RADII) as RadiusSlot[];
const OPACITY_SLOTS = Object.keys(DEFAULT_OPACITY) as OpacitySlot[];
const FONT_SLOTS = Object.keys(DEFAULT_FONTS) as FontSlot[];

const numberOrUndefined = (text: string) => {
  const n = Number.parseFloat(text);
  return text.trim() === '' || !Number.isFinite(n) ? undefined : n;
};

/**
 * The theme editor (spec part 2 §2 settings tab "theme": common colours, advanced colours,
 * roundness, opacity, shadows, fonts): every field with its reset, each section's reset, a
 * reset of all, each colour's contrast beside it, a preview, and each valid edit applied to
 * the page at once.
 */
export function ThemeEditor({ source, original, onApply }: Props) {
  const t = useT();
  const [draft, setDraft] = useState(source);
  const resolved = useMemo(() => resolve(draft), [draft]);
  // The last theme that resolved: the preview and the contrast keep showing it meanwhile.
  const [shown, setShown] = useState(() => resolve(source));
  const good = 'theme' in resolved ? resolved : 'theme' in shown ? shown : null;

  const update = (next: ThemeSource) => {
    setDraft(next);
    const result = resolve(next);
    if ('theme' in result) {
      setShown(result);
      onApply(next, result.variables);
    }
  };
  if (!good) return null;
  /** A section's heading with its reset (offered once anything in it differs). */
  const heading = <G extends ThemeGroup>(
    title: string,
    group: G,
    slots: readonly ThemeFieldTypes[G]['slot'][],
  ) => (
    <div className="theme-section-head">
      <h4>{title}</h4>
      {groupChanged(draft, original, group, slots) ? (
        <button
          type="button"
          className="button theme-reset"
          onClick={() => update(resetGroup(draft, original, group, slots))}
        >
          {t('theme_settings.reset_section', { section: title })}
        </button>
      ) : null}
    </div>
  );
  const shadows = Object.fromEntries(
    SHADOW_SLOTS.map((slot) => [slot, draft.shadows?.[slot] ?? good.theme.shadows[slot]]),
  ) as Record<ShadowSlot, ShadowLayer[]>;
  const report = contrastReport(good.theme);
  const colourRow = (slot: ColourSlot) => (
    <ColourField
      key={slot}
      slot={slot}
      value={draft.colors[slot]}
      resolved={cssColour(good.theme.colours[slot])}
      checks={report.filter((r) => r.slot === slot)}
      changed={fieldChanged(draft, original, 'colors', slot)}
      onChange={(value) => update(withField(draft, 'colors', slot, value))}
      onReset={() => update(resetField(draft, original, 'colors', slot))}
    />
  );
  const numberRow = (group: 'radii' | 'opacity', slot: RadiusSlot | OpacitySlot) => {
    const fallback =
      group === 'radii' ? DEFAULT_RADII[slot as RadiusSlot] : DEFAULT_OPACITY[slot as OpacitySlot];
    const value =
      group === 'radii' ? draft.radii?.[slot as RadiusSlot] : draft.opacity?.[slot as OpacitySlot];
    return (
      <ThemeValueField
        key={slot}
        field={slot}
        kind="number"
        step={group === 'opacity' ? 0.05 : 1}
        value={value}
        fallback={fallback}
        changed={fieldChanged(draft, original, group, slot as never)}
        onChange={(text) => update(withField(draft, group, slot as never, numberOrUndefined(text)))}
        onReset={() => update(resetField(draft, original, group, slot as never))}
      />
    );
  };

  return (
    <section className="theme-editor" aria-label={t('theme_settings.editor')}>
      <div className="theme-editor-head">
        <h3>{t('theme_settings.editor')}</h3>
        <button type="button" className="button" onClick={() => update(original)}>
          {t('theme_settings.reset_all')}
        </button>
      </div>
      {'failed' in resolved ? (
        <p role="alert" className="error-text">
          {t('theme_settings.colour_failed', { detail: resolved.failed })}
        </p>
      ) : null}
      <ThemePreview variables={good.variables} />
      {heading(t('theme_settings.common_colours'), 'colors', COMMON_COLOUR_SLOTS)}
      <ul className="theme-colours">{COMMON_COLOUR_SLOTS.map(colourRow)}</ul>
      {heading(t('theme_settings.advanced_colours'), 'colors', ADVANCED_COLOUR_SLOTS)}
      <ul className="theme-colours">{ADVANCED_COLOUR_SLOTS.map(colourRow)}</ul>
      {heading(t('theme_settings.roundness'), 'radii', RADIUS_SLOTS)}
      <ul className="theme-values">{RADIUS_SLOTS.map((slot) => numberRow('radii', slot))}</ul>
      {heading(t('theme_settings.opacity'), 'opacity', OPACITY_SLOTS)}
      <ul className="theme-values">{OPACITY_SLOTS.map((slot) => numberRow('opacity', slot))}</ul>
      {heading(t('theme_settings.shadows'), 'shadows', SHADOW_SLOTS)}
      <ShadowEditor
        shadows={shadows}
        changed={(slot) => fieldChanged(draft, original, 'shadows', slot)}
        onChange={(slot, layers) => update(withField(draft, 'shadows', slot, layers))}
        onReset={(slot) => update(resetField(draft, original, 'shadows', slot))}
      />
      {heading(t('theme_settings.fonts'), 'fonts', FONT_SLOTS)}
      <ul className="theme-values">
        {FONT_SLOTS.map((slot) => (
          <ThemeValueField
            key={slot}
            field={slot}
            kind="text"
            value={draft.fonts?.[slot]}
            fallback={DEFAULT_FONTS[slot]}
            changed={fieldChanged(draft, original, 'fonts', slot)}
            onChange={(text) =>
              update(withField(draft, 'fonts', slot, text === '' ? undefined : text))
            }
            onReset={() => update(resetField(draft, original, 'fonts', slot))}
          />
        ))}
      </ul>
    </section>
  );
}
