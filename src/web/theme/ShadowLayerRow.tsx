import {
  clampShadowNumber,
  SHADOW_FIELD_LIMITS,
  SHADOW_LIMITS,
  type ShadowLayer,
  type ShadowNumber,
} from '../../core/theme';
import { hex, parseColour } from '../../core/theme/colour';
import type { TranslationKey } from '../../shared/i18n';
import { useT } from '../app/hooks';

const NUMBERS: readonly ShadowNumber[] = ['x', 'y', 'blur', 'spread', 'alpha'];
const NUMBER_KEYS: Record<ShadowNumber, TranslationKey> = {
  x: 'theme_settings.shadow_x',
  y: 'theme_settings.shadow_y',
  blur: 'theme_settings.shadow_blur',
  spread: 'theme_settings.shadow_spread',
  alpha: 'theme_settings.shadow_alpha',
};

interface Props {
  layer: ShadowLayer;
  /** 1-based, as a person counts the layers. */
  n: number;
  count: number;
  onChange: (layer: ShadowLayer) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

/**
 * One layer of a shadow: x, y, blur, spread (px), colour, alpha and inset, each number with
 * a slider and a field bounded as Pleroma-FE bounds them; remove it or move it up or down (the
 * first layer is drawn on top).
 */
export function ShadowLayerRow({ layer, n, count, onChange, onRemove, onMove }: Props) {
  const t = useT();
  const numberField = (name: ShadowNumber) => {
    const { step } = SHADOW_LIMITS[name];
    // The slider's range is Pleroma-FE's; the field takes what its field takes.
    const limits = { number: SHADOW_FIELD_LIMITS[name], range: SHADOW_LIMITS[name] };
    const set = (text: string) => {
      const value = clampShadowNumber(name, text);
      if (value !== undefined) onChange({ ...layer, [name]: value });
    };
    const label = t(NUMBER_KEYS[name]);
    return (
      <span key={name} className="shadow-number" data-part={name}>
        <span aria-hidden="true">{label}</span>
        {/* A field to type the value and a slider to drag it within the slider's range. */}
        {(['number', 'range'] as const).map((type) => (
          <input
            key={type}
            type={type}
            className={type === 'number' ? 'theme-field-text' : undefined}
            aria-label={
              type === 'number' ? label : t('theme_settings.shadow_slider', { field: label })
            }
            min={limits[type].min}
            max={limits[type].max}
            step={step}
            value={layer[name]}
            onChange={(e) => set(e.target.value)}
          />
        ))}
      </span>
    );
  };
  return (
    <li className="shadow-layer" data-layer={n}>
      <span className="shadow-layer-title">{t('theme_settings.shadow_layer', { n })}</span>
      {NUMBERS.map(numberField)}
      <label className="theme-field-label">
        {t('theme_settings.shadow_colour')}
        <input
          className="theme-field-text"
          value={layer.color}
          spellCheck={false}
          onChange={(e) => onChange({ ...layer, color: e.target.value })}
        />
      </label>
      <input
        type="color"
        aria-label={t('theme_settings.pick', { field: t('theme_settings.shadow_colour') })}
        value={hex(parseColour(layer.color) ?? { mode: 'rgb', r: 0, g: 0, b: 0 })}
        onChange={(e) => onChange({ ...layer, color: e.target.value })}
      />
      <label className="theme-field-label">
        <input
          type="checkbox"
          checked={layer.inset}
          onChange={(e) => onChange({ ...layer, inset: e.target.checked })}
        />
        {t('theme_settings.shadow_inset')}
      </label>
      <span className="shadow-layer-tools">
        <button
          type="button"
          className="button-icon"
          aria-label={t('theme_settings.shadow_up', { n })}
          disabled={n === 1}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="button-icon"
          aria-label={t('theme_settings.shadow_down', { n })}
          disabled={n === count}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="button-icon"
          aria-label={t('theme_settings.shadow_remove', { n })}
          onClick={onRemove}
        >
          ✕
        </button>
      </span>
    </li>
  );
}
