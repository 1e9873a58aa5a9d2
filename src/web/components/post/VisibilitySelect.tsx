import { useT } from '../../app/hooks';
import { POST_VISIBILITIES, type PostVisibility } from '../../model/composer';

/** The scope selector: public, unlisted, followers only, direct. */
export function VisibilitySelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: PostVisibility;
  disabled: boolean;
  onChange: (value: PostVisibility) => void;
}) {
  const t = useT();
  return (
    <select
      id={id}
      className="visibility-select"
      aria-label={t('post_status.visibility')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as PostVisibility)}
    >
      {POST_VISIBILITIES.map((scope) => (
        <option key={scope} value={scope}>
          {t(`post_status.scope.${scope}`)}
        </option>
      ))}
    </select>
  );
}
