import { COMPOSE_VISIBILITIES, type ComposeVisibility } from '../../../core/model/compose';
import { useT } from '../../app/hooks';

/** The scope selector: the scopes the spec's rules offer (all four by default). */
export function VisibilitySelect({
  id,
  value,
  options = COMPOSE_VISIBILITIES,
  disabled,
  onChange,
}: {
  id: string;
  value: ComposeVisibility;
  options?: readonly ComposeVisibility[];
  disabled: boolean;
  onChange: (value: ComposeVisibility) => void;
}) {
  const t = useT();
  return (
    <select
      id={id}
      className="visibility-select"
      aria-label={t('post_status.visibility')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as ComposeVisibility)}
    >
      {options.map((scope) => (
        <option key={scope} value={scope}>
          {t(`post_status.scope.${scope}`)}
        </option>
      ))}
    </select>
  );
}
