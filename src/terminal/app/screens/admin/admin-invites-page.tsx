import { observer } from 'mobx-react-lite';
import { adminInvitesOf, inviteOptions } from '../../../../core/model/admin-invites';
import type { KeyActionId } from '../../../../shared/keymap';
import {
  askText,
  askYesNo,
  PeopleFrame,
  type PeopleRow,
  usePeopleKeys,
} from '../people/people-rows';
import {
  ADMIN_CONTEXTS,
  type AdminPageProps,
  deskStatus,
  shortDate,
  useDeskPage,
} from './admin-page';

/**
 * Registration invites (privilege users_manage_invites): `C` makes one (max uses, then the
 * expiry date; both may stay empty), `D` revokes the one under the cursor after y, `E` sends
 * one by e-mail to the address asked for.
 */
export const AdminInvitesPage = observer(function AdminInvitesPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, language, store, view } = useDeskPage(adminInvitesOf);

  const create = () =>
    askText(view, t('tui_admin.invite_max_question'), '', (maxUse) => {
      askText(view, t('tui_admin.invite_expiry_question'), '', (expires) => {
        const options = inviteOptions(maxUse, expires);
        if ('problem' in options) {
          root.notices.add(
            'error',
            options.problem === 'max_use'
              ? 'tui_admin.invite_bad_max_use'
              : 'tui_admin.invite_bad_expiry',
          );
          return;
        }
        void store.create(options).then((ok) => {
          if (ok && store.created)
            root.notices.add('success', 'tui_admin.invite_created', { token: store.created });
        });
      });
    });

  const sendByEmail = () =>
    askText(view, t('tui_admin.invite_email_question'), '', (address) => {
      const email = address.trim();
      if (!email) return;
      void store.email(email).then((ok) => {
        if (ok) root.notices.add('success', 'tui_admin.invite_emailed', { email });
      });
    });

  const onAction = (action: KeyActionId, index: number) => {
    const invite = store.items[index];
    switch (action) {
      case 'admin.create':
        create();
        return;
      case 'admin.email':
        sendByEmail();
        return;
      case 'admin.delete':
        if (invite && !invite.used)
          askYesNo(view, t('tui_admin.revoke_invite_question', { token: invite.token }), () => {
            void store.revoke(invite.token).then((ok) => {
              if (ok)
                root.notices.add('success', 'tui_admin.invite_revoked', { token: invite.token });
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

  const rows: PeopleRow[] = store.items.map((invite) => ({
    key: invite.token,
    text: invite.token,
    note: [
      t('tui_admin.invite_uses', {
        uses: invite.uses,
        max: invite.maxUse ?? t('tui_admin.invite_unlimited'),
      }),
      invite.expiresAt
        ? t('tui_admin.invite_expires', { date: shortDate(invite.expiresAt, language()) })
        : '',
      invite.used ? t('tui_admin.invite_used') : '',
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={deskStatus(store, t, [t('tui_admin.invites_status', { count: store.items.length })])}
      rows={rows}
      empty={store.state === 'loaded' ? t('tui_admin.invites_empty') : t('general.loading')}
      index={index}
      view={view}
      hint={t('tui_admin.invites_hint', {
        create: keyLabel('admin.create'),
        revoke: keyLabel('admin.delete'),
        email: keyLabel('admin.email'),
        reload: keyLabel('admin.reload'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
