import { observer } from 'mobx-react-lite';
import { adminEmojiOf } from '../../../../core/model/admin-emoji';
import type { KeyActionId } from '../../../../shared/keymap';
import { PeopleFrame, usePeopleKeys } from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps, deskStatus, useDeskPage } from './admin-page';

/**
 * The emoji packs (admins): each with its count and description; `R` has the server reload
 * its emoji (emoji_manage_emoji; a 403 names it), `.` lists them again.
 */
export const AdminEmojiPage = observer(function AdminEmojiPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, store, view } = useDeskPage(adminEmojiOf);

  const onAction = (action: KeyActionId) => {
    if (action === 'admin.reset')
      void store.reload().then((ok) => {
        if (ok) root.notices.add('success', 'admin_dash.emoji.reloaded');
      });
    else if (action === 'admin.reload') void store.load();
    else common(action);
  };
  const rows = store.packs.map((pack) => ({
    key: pack.name,
    text: t('admin_dash.emoji.pack', { name: pack.name, count: pack.count }),
    note: pack.description || undefined,
  }));
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={deskStatus(store, t, [t('admin_dash.tabs.emoji')])}
      rows={rows}
      empty={store.state === 'loaded' ? t('admin_dash.emoji.empty') : t('general.loading')}
      index={index}
      view={view}
      hint={t('tui_admin.emoji_hint', {
        reload: keyLabel('admin.reset'),
        list: keyLabel('admin.reload'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
