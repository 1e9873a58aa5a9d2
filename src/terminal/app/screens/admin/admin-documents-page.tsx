import { observer } from 'mobx-react-lite';
import { INSTANCE_DOCUMENTS } from '../../../../core/api/admin-documents';
import { adminDocumentsOf } from '../../../../core/model/admin-documents';
import type { KeyActionId } from '../../../../shared/keymap';
import { askText, askYesNo, PeopleFrame, usePeopleKeys } from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps, deskStatus, useDeskPage } from './admin-page';

/**
 * The instance documents (admins): the chosen one's HTML, a line a row. `f` switches between
 * the instance panel and the terms of service; Enter edits it in a one-line field (its line
 * breaks become spaces, which HTML reads alike) and saves; `R` puts the shipped one back
 * after y; `.` reads it again.
 */
export const AdminDocumentsPage = observer(function AdminDocumentsPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, store, view } = useDeskPage(adminDocumentsOf);
  const label = t(`admin_dash.documents.${store.name}`);

  const onAction = (action: KeyActionId) => {
    switch (action) {
      case 'admin.filter': {
        const next =
          INSTANCE_DOCUMENTS[
            (INSTANCE_DOCUMENTS.indexOf(store.name) + 1) % INSTANCE_DOCUMENTS.length
          ];
        if (next) void store.choose(next);
        return;
      }
      case 'admin.enter':
        if (store.state !== 'loaded') return;
        askText(
          view,
          t('admin_dash.document.html', { name: label }),
          oneLine(store.saved),
          (text) => {
            store.edit(text);
            void store.save().then((ok) => {
              if (ok) root.notices.add('success', 'admin_dash.document.saved', { name: label });
            });
          },
        );
        return;
      case 'admin.reset':
        askYesNo(
          view,
          t('tui_admin.confirm', {
            question: t('admin_dash.document.reset_question', { name: label }),
          }),
          () => {
            void store.reset().then((ok) => {
              if (ok)
                root.notices.add('success', 'admin_dash.document.reset_done', { name: label });
            });
          },
        );
        return;
      case 'admin.reload':
        void store.load();
        return;
      default:
        common(action);
    }
  };

  const rows =
    store.state === 'loaded'
      ? store.saved.split('\n').map((line, i) => ({ key: String(i), text: line }))
      : [];
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;

  const status = deskStatus(store, t, [
    t('tui_admin.documents_status', { name: label, next: keyLabel('admin.filter') }),
  ]);
  return (
    <PeopleFrame
      title={title}
      status={status}
      rows={rows}
      empty={store.state === 'loaded' ? '' : t('general.loading')}
      index={index}
      view={view}
      hint={t('tui_admin.documents_hint', {
        edit: keyLabel('admin.enter'),
        reset: keyLabel('admin.reset'),
        reload: keyLabel('admin.reload'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});

/** The document in the one-line field: line breaks as spaces. */
function oneLine(html: string): string {
  return html.replace(/\s*\n\s*/g, ' ').trim();
}
