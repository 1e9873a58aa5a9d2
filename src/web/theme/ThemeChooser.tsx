import { observer } from 'mobx-react-lite';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import {
  type AppliedTheme,
  BUILTIN_THEMES,
  DEFAULT_LIGHT_THEME_NAME,
  DEFAULT_THEME_NAME,
  defaultThemeFor,
  exportTheme,
  importTheme,
  loadServerThemes,
  type NamedTheme,
  serializeTheme,
  ThemeColourError,
  type ThemeImport,
  type ThemeSource,
  themeNamed,
  variablesOf,
} from '../../core/theme';
import { themeWords } from '../../shared/i18n/en/theme-words';
import { useRoot, useT } from '../app/hooks';
import { useFeatureWords } from '../i18n/feature-words';
import { ThemeEditor } from './ThemeEditor';
import { chooseThemeVariables } from './theme-cache';
import './theme-chooser.css';

const CUSTOM = 'custom';

/** The server's themes, asked without cache (spec part 2 §7); null while loading. */
function useServerThemes(): { themes: NamedTheme[] | null; failed: boolean } {
  const [state, setState] = useState<{ themes: NamedTheme[] | null; failed: boolean }>({
    themes: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    const fetchJson = async (path: string): Promise<unknown> => {
      const answer = await fetch(path, { cache: 'no-store', credentials: 'omit' });
      if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
      return answer.json();
    };
    loadServerThemes(fetchJson).then(
      ({ themes }) => live && setState({ themes, failed: false }),
      () => live && setState({ themes: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function prefersLight(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: light)').matches === true;
}

/** The theme chooser: a theme list, each colour's contrast, export and import. */
export const ThemeChooser = observer(function ThemeChooser() {
  useFeatureWords(themeWords);
  const t = useT();
  const { preferences } = useRoot();
  const server = useServerThemes();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [choice, setChoice] = useState<Extract<ThemeImport, { kind: 'choice' }> | null>(null);

  const offered = useMemo(() => {
    const names = new Set(BUILTIN_THEMES.map((b) => b.name));
    return [...BUILTIN_THEMES, ...(server.themes ?? []).filter((s) => !names.has(s.name))];
  }, [server.themes]);

  const chosen = preferences.theme;
  const custom = preferences.customTheme;
  const current: { name: string; source?: ThemeSource } =
    chosen === CUSTOM && custom
      ? custom
      : chosen
        ? themeNamed(chosen, offered)
        : defaultThemeFor(prefersLight() ? 'light' : 'dark');

  // The editor starts afresh on each choice or import (not on its own edits).
  const [editorKey, setEditorKey] = useState(0);
  const original = chosen === CUSTOM ? custom?.original : undefined;

  const choose = (name: string) => {
    setMessage(null);
    setEditorKey((k) => k + 1);
    if (name === '') {
      chooseThemeVariables(null);
    } else if (name === CUSTOM && custom) {
      chooseThemeVariables(custom.variables);
    } else {
      try {
        chooseThemeVariables(variablesOf(themeNamed(name, offered).source));
      } catch (error) {
        if (!(error instanceof ThemeColourError)) throw error;
        setMessage({
          text: t('theme_settings.colour_failed', { detail: error.slot }),
          error: true,
        });
        return;
      }
    }
    preferences.set({ theme: name });
  };

  const keep = (theme: AppliedTheme, minorWarning: boolean) => {
    preferences.set({ customTheme: theme, theme: CUSTOM });
    setEditorKey((k) => k + 1);
    chooseThemeVariables(theme.variables);
    setChoice(null);
    const imported = t('theme_settings.imported', { name: theme.name });
    setMessage({
      text: minorWarning ? `${imported} ${t('theme_settings.minor_warning')}` : imported,
      error: false,
    });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = importTheme(await file.text());
    setChoice(null);
    if (result.kind === 'error') {
      const key = result.reason === 'colour' ? 'colour_failed' : result.reason;
      setMessage({ text: t(`theme_settings.${key}`, { detail: result.detail }), error: true });
    } else if (result.kind === 'choice') {
      setMessage(null);
      setChoice(result);
    } else {
      keep(result.theme, result.minorWarning);
    }
  };

  const exportCurrent = () => {
    if (!current.source) return;
    const text = serializeTheme(exportTheme(current.name, current.source));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = `petrel-theme-${current.name}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };

  return (
    <section className="panel theme-settings" aria-label={t('theme_settings.title')}>
      <header className="panel-heading">
        <h2>{t('theme_settings.title')}</h2>
      </header>
      <div className="panel-body">
        <label className="theme-settings-choose">
          {t('theme_settings.choose')}{' '}
          <select value={chosen} onChange={(e) => choose(e.target.value)}>
            <option value="">
              {t('theme_settings.automatic', {
                light: DEFAULT_LIGHT_THEME_NAME,
                dark: DEFAULT_THEME_NAME,
              })}
            </option>
            {offered.map((theme) => (
              <option key={theme.name} value={theme.name}>
                {theme.name}
              </option>
            ))}
            {custom ? (
              <option value={CUSTOM}>
                {t(custom.original ? 'theme_settings.edited' : 'theme_settings.custom', {
                  name: custom.name,
                })}
              </option>
            ) : null}
          </select>
        </label>
        {server.themes === null ? <p className="faint">{t('theme_settings.loading')}</p> : null}
        {server.failed ? <p className="faint">{t('theme_settings.server_themes_failed')}</p> : null}
        <div className="theme-settings-files">
          <button
            type="button"
            className="button"
            onClick={exportCurrent}
            disabled={!current.source}
          >
            {t('theme_settings.export')}
          </button>
          <label className="button">
            {t('theme_settings.import')}
            <input
              type="file"
              accept=".json,application/json"
              className="visually-hidden"
              onChange={(e) => void importFile(e)}
            />
          </label>
        </div>
        {message ? (
          <p
            role={message.error ? 'alert' : 'status'}
            className={message.error ? 'error-text' : ''}
          >
            {message.text}
          </p>
        ) : null}
        {choice ? (
          <fieldset className="theme-settings-choice">
            <legend>{t('theme_settings.snapshot_question')}</legend>
            <button
              type="button"
              className="button"
              onClick={() => keep(choice.old, choice.minorWarning)}
            >
              {t('theme_settings.snapshot_old')}
            </button>{' '}
            <button
              type="button"
              className="button"
              onClick={() => keep(choice.new, choice.minorWarning)}
            >
              {t('theme_settings.snapshot_new')}
            </button>
          </fieldset>
        ) : null}
        {current.source ? (
          <ThemeEditor
            key={editorKey}
            source={current.source}
            original={original ?? current.source}
            onApply={(source, variables) => {
              const name = current.name;
              const kept = { name, source, variables, original: original ?? current.source };
              preferences.set({ customTheme: kept, theme: CUSTOM });
              chooseThemeVariables(variables);
            }}
          />
        ) : null}
      </div>
    </section>
  );
});
