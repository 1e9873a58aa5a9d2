import type { CSSProperties } from 'react';
import type { ThemeVariables } from '../../core/theme';
import { useT } from '../app/hooks';

/**
 * The theme editor's preview: a panel drawn with the edited theme's variables only (set on
 * this element, so they hold for it alone), whatever the page shows.
 */
export function ThemePreview({ variables }: { variables: ThemeVariables }) {
  const t = useT();
  return (
    <figure
      className="theme-preview"
      aria-label={t('theme_settings.preview')}
      style={variables as CSSProperties}
    >
      <div className="panel theme-preview-panel">
        <header className="panel-heading">
          <strong>{t('theme_settings.preview_heading')}</strong>
        </header>
        <div className="panel-body">
          <p className="theme-preview-text">
            {t('theme_settings.preview_text')}{' '}
            <u className="theme-preview-link">{t('theme_settings.preview_link')}</u>
          </p>
          <p className="faint">{t('theme_settings.preview_faint')}</p>
          <p className="error-text">{t('theme_settings.preview_error')}</p>
          <button type="button" className="button">
            {t('theme_settings.preview_button')}
          </button>{' '}
          <input
            readOnly
            tabIndex={-1}
            aria-hidden="true"
            value={t('theme_settings.preview_input')}
          />
        </div>
      </div>
    </figure>
  );
}
