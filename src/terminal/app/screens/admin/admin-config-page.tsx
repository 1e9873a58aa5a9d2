import { observer } from 'mobx-react-lite';
import {
  INSTANCE_GROUP,
  INSTANCE_KEY,
  INSTANCE_SETTINGS,
  LIMIT_GROUPS,
} from '../../../../core/model/admin-config-limits';
import type { ConfigPath } from '../../../../core/model/admin-config-values';
import type { MessageKey } from '../../../../core/model/notices';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { PeopleFrame, type PeopleRow, usePeopleKeys, usePeopleView } from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps } from './admin-page';
import { configStatus, settingLabel, useConfigEditing, valueText } from './use-config-editing';

/** A titled run of settings of a config section. */
interface SettingsGroup {
  title?: MessageKey;
  paths: readonly ConfigPath[];
}

const instancePath = (sub: string): ConfigPath => [INSTANCE_GROUP, INSTANCE_KEY, sub];

/** Spec part 2 §2 tab "instance": who the instance is and who may join (core's list). */
const INSTANCE_SECTION: readonly SettingsGroup[] = [{ paths: INSTANCE_SETTINGS.map(instancePath) }];

/** Spec part 2 §9 admin limit settings, grouped as core groups them. */
const LIMITS_SECTION: readonly SettingsGroup[] = LIMIT_GROUPS.map((group) => ({
  title: group.title,
  paths: group.subkeys.map(instancePath),
}));

/** The rows: each group's title, then its settings (a heading row has no path). */
interface ConfigRow extends PeopleRow {
  path?: ConfigPath;
}

/**
 * A config section of the administration view (admins only), read from the admin config
 * store the web dashboard uses: Enter edits a value with the description's type (flips a
 * true/false one), saved at once and refetched; `R` puts a value back to the file's (after y).
 */
const AdminSettingsPage = observer(function AdminSettingsPage(
  props: AdminPageProps & { groups: readonly SettingsGroup[] },
) {
  const { active, width, height, title, common, groups } = props;
  const { t, keyLabel } = useServices();
  const view = usePeopleView();
  const { store, edit, reset } = useConfigEditing(view);

  const rows: ConfigRow[] = store.loaded
    ? groups.flatMap((group) => [
        ...(group.title ? [{ key: group.title, text: `— ${t(group.title)} —` }] : []),
        ...group.paths.map((path) => ({
          key: path.join(' '),
          path,
          text: t('tui_admin.config_value', {
            label: settingLabel(store, path),
            value: valueText(store.value(path)),
          }),
          note: store.isModified(path) ? t('admin_dash.modified') : undefined,
        })),
      ])
    : [];

  const onAction = (action: KeyActionId, index: number) => {
    const path = rows[index]?.path;
    if (action === 'admin.enter' && path) edit(path);
    else if (action === 'admin.reset' && path) reset(path);
    else if (action === 'admin.reload') void store.load();
    else if (action !== 'admin.enter' && action !== 'admin.reset') common(action);
  };
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={configStatus(store, t)}
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

/** The instance's name, description and who may join. */
export function AdminInstancePage(props: AdminPageProps) {
  return <AdminSettingsPage {...props} groups={INSTANCE_SECTION} />;
}

/** The instance limits (posts, attachments, profiles, profile fields). */
export function AdminLimitsPage(props: AdminPageProps) {
  return <AdminSettingsPage {...props} groups={LIMITS_SECTION} />;
}
