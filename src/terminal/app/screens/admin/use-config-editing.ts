import { useEffect } from 'react';
import { describeError } from '../../../../core/errors';
import { type AdminConfigStore, adminConfigOf } from '../../../../core/model/admin-config';
import { humanizeKey, parseTyped } from '../../../../core/model/admin-config-descriptions';
import {
  type ConfigPath,
  type ConfigValue,
  decodeTuples,
} from '../../../../core/model/admin-config-values';
import { useServices } from '../../app-context';
import type { TuiTranslate } from '../../i18n/prepare-i18n';
import { askText, askYesNo, type PeopleView } from '../people/people-rows';

/** A config value on one line: numbers and words as they are, the rest as JSON. */
export function valueText(value: ConfigValue | undefined): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(decodeTuples(value));
}

/** A setting's name: its description's label, else Pleroma's rule for its key. */
export function settingLabel(store: AdminConfigStore, path: ConfigPath): string {
  return store.description(path)?.label || humanizeKey(path.at(-1) ?? '');
}

/** A setting's row: its name and value (`shown` words it), marked when changed in the database. */
export function settingRow(
  store: AdminConfigStore,
  path: ConfigPath,
  t: TuiTranslate,
  shown: (value: ConfigValue | undefined) => string = valueText,
): { key: string; path: ConfigPath; text: string; note: string | undefined } {
  return {
    key: path.join(' '),
    path,
    text: t('tui_admin.config_value', {
      label: settingLabel(store, path),
      value: shown(store.value(path)),
    }),
    note: store.isModified(path) ? t('admin_dash.modified') : undefined,
  };
}

/** The status line of a config section: no database config, a 403, a failure, or saving. */
export function configStatus(store: AdminConfigStore, t: TuiTranslate): string | undefined {
  if (store.dbConfigEnabled === false) return t('admin_dash.nodb_text');
  if (store.forbidden) return t('admin_dash.forbidden');
  if (store.error) return t('admin_dash.error', { error: store.error });
  if (store.saving) return t('admin_dash.saving');
  return undefined;
}

/**
 * The editing every config section of the administration view shares (one core store, the
 * web dashboard's): a value typed as its description's type (a word where a number goes is
 * refused with the reason), a true/false setting flipped at once, each saved and refetched;
 * a reset back to the server file's value after y. Loads the config when a section opens.
 */
export function useConfigEditing(view: PeopleView) {
  const { root, t } = useServices();
  const store = root.use(adminConfigOf);
  useEffect(() => {
    void store.load();
  }, [store]);

  /** Save `value` and say so (a refusal shows on the status line: the store's error). */
  const save = (path: ConfigPath, value: ConfigValue, name: string, shown: string) => {
    void store.saveValue(path, value).then((ok) => {
      if (ok) root.notices.add('success', 'tui_settings.changed', { name, value: shown });
    });
  };

  const edit = (path: ConfigPath) => {
    const setting = store.setting(path);
    const label = settingLabel(store, path);
    if (setting.description?.kind === 'boolean') {
      const flipped = setting.value !== true;
      save(path, flipped, label, String(flipped));
      return;
    }
    askText(view, label, valueText(setting.value), (text) => {
      let value: ConfigValue;
      try {
        value = parseTyped(text, setting.description);
      } catch (error) {
        root.notices.add('error', 'general.generic_error_message', {
          detail: describeError(error),
        });
        return;
      }
      save(path, value, label, text.trim());
    });
  };

  /** Back to the file's value: the subkey under `group, key` (a whole map, for deeper paths). */
  const reset = (path: ConfigPath) => {
    const stored = path.slice(0, 3);
    askYesNo(view, t('tui_admin.reset_question', { name: stored.at(-1) ?? '' }), () => {
      void store.reset(stored);
    });
  };

  return { store, save, edit, reset };
}

export type ConfigEditing = ReturnType<typeof useConfigEditing>;
