import { observer } from 'mobx-react-lite';
import { adminRelaysOf } from '../../../../core/model/admin-invites';
import type { KeyActionId } from '../../../../shared/keymap';
import {
  askText,
  askYesNo,
  PeopleFrame,
  type PeopleRow,
  usePeopleKeys,
} from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps, deskStatus, useDeskPage } from './admin-page';

/**
 * The relays the instance follows (admins): `C` follows one by its address, `D` unfollows
 * the one under the cursor after y.
 */
export const AdminRelaysPage = observer(function AdminRelaysPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, store, view } = useDeskPage(adminRelaysOf);

  const onAction = (action: KeyActionId, index: number) => {
    const relay = store.items[index];
    switch (action) {
      case 'admin.create':
        askText(view, t('tui_admin.relay_url_question'), '', (url) => {
          if (url.trim() === '') return;
          void store.follow(url).then((ok) => {
            if (ok) root.notices.add('success', 'tui_admin.relay_followed', { actor: url.trim() });
          });
        });
        return;
      case 'admin.delete':
        if (relay)
          askYesNo(view, t('tui_admin.unfollow_relay_question', { actor: relay.actor }), () => {
            void store.unfollow(relay.actor).then((ok) => {
              if (ok)
                root.notices.add('success', 'tui_admin.relay_unfollowed', { actor: relay.actor });
            });
          });
        return;
      case 'admin.reload':
        void store.load();
        return;
      default:
        common(action);
    }
  };

  const rows: PeopleRow[] = store.items.map((relay) => ({
    key: relay.actor,
    text: relay.actor,
    note: relay.followedBack ? t('tui_admin.relay_followed_back') : undefined,
  }));
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={deskStatus(store, t, [t('tui_admin.relays_status', { count: store.items.length })])}
      rows={rows}
      empty={store.state === 'loaded' ? t('tui_admin.relays_empty') : t('general.loading')}
      index={index}
      view={view}
      hint={t('tui_admin.relays_hint', {
        follow: keyLabel('admin.create'),
        unfollow: keyLabel('admin.delete'),
        reload: keyLabel('admin.reload'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
