import { observer } from 'mobx-react-lite';
import {
  INSTANCE_GROUP,
  INSTANCE_KEY,
  INSTANCE_SETTINGS,
  LIMIT_GROUPS,
} from '../../../../core/model/admin-config-limits';
import type { ConfigPath, ConfigValue } from '../../../../core/model/admin-config-values';
import type { MessageKey } from '../../../../core/model/notices';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { PeopleFrame, type PeopleRow, usePeopleKeys, usePeopleView } from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps } from './admin-page';
import {
  type ConfigEditing,
  configStatus,
  settingRow,
  useConfigEditing,
} from './use-config-editing';

/** A titled run of settings of a config section. */
export interface SettingsGroup {
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
export const AdminSettingsPage = observer(function AdminSettingsPage(
  props: AdminPageProps & {
    groups: readonly SettingsGroup[];
    /** How a value reads (default: as it is, JSON for the rest). */
    shown?: (value: ConfigValue | undefined) => string;
    /** What Enter does (default: typed editing, a flip for true/false). */
    enter?: (path: ConfigPath, save: ConfigEditing['save'], current: ConfigValue) => void;
    /** The line under the rows (default: the config sections' keys). */
    hint?: MessageKey;
    /** The status line when all is well. */
    intro?: MessageKey;
  },
) {
  const { active, width, height, title, common, groups } = props;
  const { t, keyLabel } = useServices();
  const view = usePeopleView();
  const { store, save, edit, reset } = useConfigEditing(view);

  const rows: ConfigRow[] = store.loaded
    ? groups.flatMap((group) => [
        ...(group.title ? [{ key: group.title, text: `— ${t(group.title)} —` }] : []),
        ...group.paths.map((path) => settingRow(store, path, t, props.shown)),
      ])
    : [];

  const onAction = (action: KeyActionId, index: number) => {
    const path = rows[index]?.path;
    if (action === 'admin.enter' && path)
      props.enter ? props.enter(path, save, store.value(path) ?? null) : edit(path);
    else if (action === 'admin.reset' && path) reset(path);
    else if (action === 'admin.reload') void store.load();
    else if (action !== 'admin.enter' && action !== 'admin.reset') common(action);
  };
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={configStatus(store, t) ?? (props.intro ? t(props.intro) : undefined)}
      rows={rows}
      empty={store.loading ? t('general.loading') : ''}
      index={index}
      view={view}
      hint={t(props.hint ?? 'tui_admin.config_hint', {
        edit: keyLabel('admin.enter'),
        next: keyLabel('admin.enter'),
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
