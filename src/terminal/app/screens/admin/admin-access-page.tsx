import { observer } from 'mobx-react-lite';
import { humanizeKey } from '../../../../core/model/admin-config-descriptions';
import {
  nextRestriction,
  RESTRICTION_KIND_LABEL,
  RESTRICTION_STATE_LABEL,
  RESTRICTIONS,
  restrictionPath,
  restrictionState,
  restrictionValue,
} from '../../../../core/model/admin-config-restrict';
import type { ConfigPath } from '../../../../core/model/admin-config-values';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { PeopleFrame, type PeopleRow, usePeopleKeys, usePeopleView } from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps } from './admin-page';
import { configStatus, useConfigEditing } from './use-config-editing';

interface AccessRow extends PeopleRow {
  path?: ConfigPath;
}

/**
 * Spec part 2 §4 access restriction (admins only): for timelines, profiles and statuses,
 * local and remote, whether anonymous visitors follow the instance's publicness, are kept
 * out or let in. Enter steps to the next of the three and saves it; `R` puts the kind back
 * to the server file's value (after y).
 */
export const AdminAccessPage = observer(function AdminAccessPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { t, keyLabel } = useServices();
  const view = usePeopleView();
  const { store, save, reset } = useConfigEditing(view);

  const rows: AccessRow[] = store.loaded
    ? RESTRICTIONS.flatMap(({ kind, scopes }) => [
        { key: kind, text: `— ${t(RESTRICTION_KIND_LABEL[kind])} —` },
        ...scopes.map((scope) => {
          const path = restrictionPath(kind, scope);
          return {
            key: path.join(' '),
            path,
            text: t('tui_admin.config_value', {
              label: store.description(path)?.label || humanizeKey(scope),
              value: t(RESTRICTION_STATE_LABEL[restrictionState(store.value(path))]),
            }),
            note: store.isModified(path) ? t('admin_dash.modified') : undefined,
          };
        }),
      ])
    : [];

  const step = (path: ConfigPath) => {
    const next = nextRestriction(restrictionState(store.value(path)));
    const kind = path[2] as keyof typeof RESTRICTION_KIND_LABEL;
    const name = `${t(RESTRICTION_KIND_LABEL[kind])} · ${humanizeKey(path[3] ?? '')}`;
    save(path, restrictionValue(next), name, t(RESTRICTION_STATE_LABEL[next]));
  };

  const onAction = (action: KeyActionId, index: number) => {
    const path = rows[index]?.path;
    if (action === 'admin.enter' && path) step(path);
    else if (action === 'admin.reset' && path) reset(path);
    else if (action === 'admin.reload') void store.load();
    else if (action !== 'admin.enter' && action !== 'admin.reset') common(action);
  };
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={configStatus(store, t) ?? t('admin_dash.access.intro')}
      rows={rows}
      empty={store.loading ? t('general.loading') : ''}
      index={index}
      view={view}
      hint={t('tui_admin.access_hint', {
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
