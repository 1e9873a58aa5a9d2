import { useT } from '../../app/hooks';

const NAMES = {
  'text/plain': 'post_status.content_type.text/plain',
  'text/html': 'post_status.content_type.text/html',
  'text/markdown': 'post_status.content_type.text/markdown',
  'text/bbcode': 'post_status.content_type.text/bbcode',
} as const;

/** The content type selector: the instance's post formats (shown only when it has several). */
export function ContentTypeSelect({
  id,
  formats,
  value,
  disabled,
  onChange,
}: {
  id: string;
  formats: readonly string[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <select
      id={id}
      className="content-type-select"
      aria-label={t('post_status.content_type_label')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      {formats.map((format) => {
        const key = NAMES[format as keyof typeof NAMES];
        return (
          <option key={format} value={format}>
            {key ? t(key) : format}
          </option>
        );
      })}
    </select>
  );
}
