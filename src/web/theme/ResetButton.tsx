import { useT } from '../app/hooks';

/** A field's reset in the theme editor: back to the theme it was edited from. */
export function ResetButton({ field, onReset }: { field: string; onReset: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="button theme-reset"
      aria-label={t('theme_settings.reset_field', { field })}
      onClick={onReset}
    >
      {t('theme_settings.reset')}
    </button>
  );
}
