import {
  NEW_SHADOW_LAYER,
  SHADOW_SLOTS,
  type ShadowLayer,
  type ShadowSlot,
  shadowCss,
} from '../../core/theme';
import { useT } from '../app/hooks';
import { ResetButton } from './ResetButton';
import { ShadowLayerRow } from './ShadowLayerRow';

interface Props {
  /** Each slot's layers: the edited source's, or the defaults it leaves them to. */
  shadows: Record<ShadowSlot, ShadowLayer[]>;
  changed: (slot: ShadowSlot) => boolean;
  onChange: (slot: ShadowSlot, layers: ShadowLayer[]) => void;
  onReset: (slot: ShadowSlot) => void;
}

/**
 * The theme editor's shadows (spec part 2 §3: a shadow is layers of x, y, blur, spread,
 * colour, alpha, inset): every slot with a sample drawn with its shadow, its layers, a
 * layer to add, and its reset. An emptied slot is flat ("none"), not back to the default.
 */
export function ShadowEditor({ shadows, changed, onChange, onReset }: Props) {
  const t = useT();
  const slot = (name: ShadowSlot) => {
    const layers = shadows[name];
    const set = (i: number, layer: ShadowLayer) =>
      onChange(
        name,
        layers.map((l, j) => (j === i ? layer : l)),
      );
    const move = (i: number, by: -1 | 1) => {
      const next = [...layers];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      onChange(name, next);
    };
    return (
      <li key={name} className="shadow-slot" data-shadow={name}>
        <div className="shadow-slot-head">
          <code>{name}</code>
          <span className="shadow-sample" style={{ boxShadow: shadowCss(layers) }} />
          {layers.length === 0 ? (
            <span className="faint">{t('theme_settings.shadow_none')}</span>
          ) : null}
          <button
            type="button"
            className="button"
            aria-label={t('theme_settings.shadow_add_to', { field: name })}
            onClick={() => onChange(name, [...layers, { ...NEW_SHADOW_LAYER }])}
          >
            {t('theme_settings.shadow_add')}
          </button>
          {changed(name) ? <ResetButton field={name} onReset={() => onReset(name)} /> : null}
        </div>
        {layers.length > 0 ? (
          <ol className="shadow-layers">
            {layers.map((layer, i) => (
              <ShadowLayerRow
                // Layers have no identity but their place; the row is redrawn when they move.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                layer={layer}
                n={i + 1}
                count={layers.length}
                onChange={(next) => set(i, next)}
                onRemove={() =>
                  onChange(
                    name,
                    layers.filter((_, j) => j !== i),
                  )
                }
                onMove={(by) => move(i, by)}
              />
            ))}
          </ol>
        ) : null}
      </li>
    );
  };
  return <ul className="theme-shadows">{SHADOW_SLOTS.map(slot)}</ul>;
}
