import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  type InstallOutcome,
  PETREL_FRONTEND,
  PETREL_FRONTEND_REF,
  PRIMARY_FRONTEND_PATHS,
} from '../../../../core/model/admin-config-frontends';
import type { ConfigPath } from '../../../../core/model/admin-config-values';
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
import { configStatus, settingRow, useConfigEditing } from './use-config-editing';

/** A row: a setting of the primary front-end, a front-end's ref to install, or a heading. */
interface FrontendRow extends PeopleRow {
  path?: ConfigPath;
  install?: { name: string; ref: string };
}

/**
 * Spec part 2 §2 tab "front-ends" (admins only): the primary front-end's name and ref,
 * typed and saved as the other config sections are; each front-end with its refs
 * (pleroma-fe: master and develop), Enter installs one after y; Petrel itself from the
 * build URL typed (the zip `npm run build:frontend` makes). The outcome says the version
 * and, on failure, the server's reason (§8).
 */
export const AdminFrontendsPage = observer(function AdminFrontendsPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel } = useServices();
  const view = usePeopleView();
  const { store, edit, reset } = useConfigEditing(view);
  const fe = store.frontends;
  useEffect(() => {
    void fe.load();
  }, [fe]);

  const installed = (name: string, ref: string) =>
    fe.items.find((f) => f.name === name)?.installedRefs.includes(ref)
      ? t('admin_dash.frontend.installed', { refs: ref })
      : t('admin_dash.frontend.not_installed');
  const rows: FrontendRow[] = [
    ...(store.loaded
      ? [
          { key: 'primary', text: `— ${t('tui_admin.frontend_primary')} —` },
          ...PRIMARY_FRONTEND_PATHS.map((path) => settingRow(store, path, t)),
        ]
      : []),
    { key: 'available', text: `— ${t('admin_dash.frontend.available')} —` },
    ...fe.items
      .filter((f) => f.name !== PETREL_FRONTEND)
      .flatMap((f) =>
        f.refs.map((ref) => ({
          key: `${f.name}/${ref}`,
          text: `${f.name}/${ref}`,
          note: installed(f.name, ref),
          install: { name: f.name, ref },
        })),
      ),
    {
      key: PETREL_FRONTEND,
      text: t('admin_dash.frontend.petrel'),
      note: installed(PETREL_FRONTEND, PETREL_FRONTEND_REF),
      install: { name: PETREL_FRONTEND, ref: PETREL_FRONTEND_REF },
    },
  ];

  const said = (outcome: InstallOutcome) => {
    if (outcome.ok)
      root.notices.add('success', 'admin_dash.frontend.success', { version: outcome.version });
    else
      root.notices.add('error', 'admin_dash.frontend.failure', {
        version: outcome.version,
        reason: outcome.reason,
      });
  };
  const install = ({ name, ref }: { name: string; ref: string }) => {
    if (name === PETREL_FRONTEND) {
      askText(view, t('admin_dash.frontend.build_url'), '', (url) => {
        if (url.trim() !== '') void fe.installPetrel(url).then(said);
      });
      return;
    }
    const version = `${name}/${ref}`;
    askYesNo(view, t('tui_admin.install_question', { version }), () => {
      void fe.install({ name, ref }).then(said);
    });
  };

  const onAction = (action: KeyActionId, index: number) => {
    const row = rows[index];
    if (action === 'admin.enter') {
      if (row?.path) edit(row.path);
      else if (row?.install && fe.installing === null) install(row.install);
    } else if (action === 'admin.reset') {
      if (row?.path) reset(row.path);
    } else if (action === 'admin.reload') {
      void store.load();
      void fe.load();
    } else common(action);
  };
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={
        fe.installing
          ? t('tui_admin.installing', { version: fe.installing })
          : // Installs work without database config; only the primary's rows need it.
            ((store.dbConfigEnabled === false ? undefined : configStatus(store, t)) ??
            fe.error ??
            undefined)
      }
      rows={rows}
      empty=""
      index={index}
      view={view}
      hint={t('tui_admin.frontends_hint', {
        edit: keyLabel('admin.enter'),
        reset: keyLabel('admin.reset'),
        reload: keyLabel('admin.reload'),
        tab: keyLabel('admin.tab_next'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
