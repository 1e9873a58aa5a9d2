import {
  CONTRAST_THRESHOLD,
  type ColourSlot,
  type ContrastRating,
  type ContrastResult,
  contrastRating,
} from '../../core/theme';
import { hex, parseColour } from '../../core/theme/colour';
import type { TranslationKey } from '../../shared/i18n';
import { useT } from '../app/hooks';
import { ResetButton } from './ResetButton';

const RATING_KEYS: Record<ContrastRating, TranslationKey> = {
  AAA: 'theme_settings.rating_aaa',
  AA: 'theme_settings.rating_aa',
  'AA-large': 'theme_settings.rating_large',
  fail: 'theme_settings.rating_fail',
};

interface Props {
  slot: ColourSlot;
  /** What the source says (undefined: derived from the common colours). */
  value: string | undefined;
  /** The colour the theme resolves it to (shown when derived, and for the picker). */
  resolved: string;
  /** This colour's contrast checks (text colour on its backgrounds). */
  checks: readonly ContrastResult[];
  changed: boolean;
  onChange: (value: string | undefined) => void;
  onReset: () => void;
}

/**
 * One colour of the theme editor: its text, a picker, its reset, and its contrast beside it
 * (spec part 2 §9: threshold 4.5; rated AAA at 7, AA at 4.5, AA for large text at 3).
 */
export function ColourField({ slot, value, resolved, checks, changed, onChange, onReset }: Props) {
  const t = useT();
  const shown = value ?? '';
  const picker = hex(
    parseColour(shown) ?? parseColour(resolved) ?? { mode: 'rgb', r: 0, g: 0, b: 0 },
  );
  return (
    <li data-slot={slot}>
      <span className="theme-swatch" style={{ background: value ?? resolved }} />
      <label className="theme-field-label">
        <code>{slot}</code>
        <input
          className="theme-field-text"
          value={shown}
          placeholder={t('theme_settings.derived', { value: resolved })}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      </label>
      <input
        type="color"
        aria-label={t('theme_settings.pick', { field: slot })}
        value={picker}
        onChange={(e) => onChange(e.target.value)}
      />
      {changed ? <ResetButton field={slot} onReset={onReset} /> : null}
      {checks.map((c) => {
        const rating = contrastRating(c.ratio);
        return (
          <span
            key={c.against}
            data-against={c.against}
            className={
              c.ok ? 'theme-contrast faint' : 'theme-contrast error-text theme-contrast-low'
            }
          >
            {c.ok
              ? t('theme_settings.contrast_ok', { ratio: c.ratio, against: c.against })
              : t('theme_settings.contrast_low', {
                  ratio: c.ratio,
                  against: c.against,
                  threshold: CONTRAST_THRESHOLD,
                })}{' '}
            <strong className="theme-rating" data-rating={rating}>
              {t(RATING_KEYS[rating])}
            </strong>
          </span>
        );
      })}
    </li>
  );
}
