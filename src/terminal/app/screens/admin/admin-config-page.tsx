import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { describeError } from '../../../../core/errors';
import { adminConfigOf } from '../../../../core/model/admin-config';
import { humanizeKey, parseTyped } from '../../../../core/model/admin-config-descriptions';
import {
  INSTANCE_GROUP,
  INSTANCE_KEY,
  LIMIT_GROUPS,
} from '../../../../core/model/admin-config-limits';
import { type ConfigValue, decodeTuples } from '../../../../core/model/admin-config-values';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import {
  askText,
  askYesNo,
  PeopleFrame,
  type PeopleRow,
  usePeopleKeys,
  usePeopleView,
} from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps } from './admin-page';

/** A config value on one line: numbers and words as they are, the rest as JSON. */
function valueText(value: ConfigValue | undefined): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(decodeTuples(value));
}

/** The rows: each group's title, then its settings (a heading row has no path). */
interface ConfigRow extends PeopleRow {
  path?: readonly string[];
}

/**
 * The instance limits (spec part 2 §9, admins only), read from the admin config store the
 * web dashboard uses: Enter edits a value with the description's type (core's typed
 * parsing), saved at once and refetched; `R` puts a value back to the file's (after y).
 */
export const AdminConfigPage = observer(function AdminConfigPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel } = useServices();
  const store = root.use(adminConfigOf);
  const view = usePeopleView();
  useEffect(() => {
    void store.load();
  }, [store]);

  const rows: ConfigRow[] = store.loaded
    ? LIMIT_GROUPS.flatMap((group) => [
        { key: group.title, text: `— ${t(group.title)} —` },
        ...group.subkeys.map((sub) => {
          const path = [INSTANCE_GROUP, INSTANCE_KEY, sub];
          const setting = store.setting(path);
          return {
            key: sub,
            path,
            text: t('tui_admin.config_value', {
              label: setting.description?.label || humanizeKey(sub),
              value: valueText(setting.value),
            }),
            note: setting.modified ? t('admin_dash.modified') : undefined,
          };
        }),
      ])
    : [];

  const edit = (path: readonly string[]) => {
    const setting = store.setting(path);
    const label = setting.description?.label || humanizeKey(path.at(-1) ?? '');
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
      void store.saveValue(path, value).then((ok) => {
        // A refusal shows on the status line (the store's error).
        if (ok) root.notices.add('success', 'tui_settings.changed', { name: label, value: text });
      });
    });
  };

  const onAction = (action: KeyActionId, index: number) => {
    const path = rows[index]?.path;
    switch (action) {
      case 'admin.enter':
        if (path) edit(path);
        return;
      case 'admin.reset':
        if (path)
          askYesNo(view, t('tui_admin.reset_question', { name: path.at(-1) ?? '' }), () => {
            void store.reset(path);
          });
        return;
      case 'admin.reload':
        void store.load();
        return;
      default:
        common(action);
    }
  };
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;

  const status =
    store.dbConfigEnabled === false
      ? t('admin_dash.nodb_text')
      : store.forbidden
        ? t('admin_dash.forbidden')
        : store.error
          ? t('admin_dash.error', { error: store.error })
          : store.saving
            ? t('admin_dash.saving')
            : undefined;
  return (
    <PeopleFrame
      title={title}
      status={status}
      rows={rows}
      empty={store.loading ? t('general.loading') : ''}
      index={index}
      view={view}
      hint={t('tui_admin.config_hint', {
        edit: keyLabel('admin.enter'),
        reset: keyLabel('admin.reset'),
        tab: keyLabel('admin.tab_next'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
