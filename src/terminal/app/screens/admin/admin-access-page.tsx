import { humanizeKey } from '../../../../core/model/admin-config-descriptions';
import {
  nextRestriction,
  RESTRICTION_KIND_LABEL,
  RESTRICTION_STATE_LABEL,
  RESTRICTIONS,
  type RestrictionKind,
  restrictionPath,
  restrictionState,
  restrictionValue,
} from '../../../../core/model/admin-config-restrict';
import type { ConfigPath, ConfigValue } from '../../../../core/model/admin-config-values';
import { useServices } from '../../app-context';
import { AdminSettingsPage, type SettingsGroup } from './admin-config-page';
import type { AdminPageProps } from './admin-page';
import type { ConfigEditing } from './use-config-editing';

/** Timelines, profiles and statuses, each with its local and remote (federated) rows. */
const ACCESS_SECTION: readonly SettingsGroup[] = RESTRICTIONS.map(({ kind, scopes }) => ({
  title: RESTRICTION_KIND_LABEL[kind],
  paths: scopes.map((scope) => restrictionPath(kind, scope)),
}));

/**
 * Spec part 2 §4 access restriction (admins only): for timelines, profiles and statuses,
 * local and remote, whether anonymous visitors follow the instance's publicness, are kept
 * out or let in. Enter steps to the next of the three and saves it; `R` puts the kind back
 * to the server file's value (after y).
 */
export function AdminAccessPage(props: AdminPageProps) {
  const { t } = useServices();
  const stateWord = (value: ConfigValue | undefined) =>
    t(RESTRICTION_STATE_LABEL[restrictionState(value)]);
  const step = (path: ConfigPath, save: ConfigEditing['save'], current: ConfigValue) => {
    const next = nextRestriction(restrictionState(current));
    const kind = path[2] as RestrictionKind;
    const name = `${t(RESTRICTION_KIND_LABEL[kind])} · ${humanizeKey(path[3] ?? '')}`;
    save(path, restrictionValue(next), name, t(RESTRICTION_STATE_LABEL[next]));
  };
  return (
    <AdminSettingsPage
      {...props}
      groups={ACCESS_SECTION}
      shown={stateWord}
      enter={step}
      hint="tui_admin.access_hint"
      intro="admin_dash.access.intro"
    />
  );
}
