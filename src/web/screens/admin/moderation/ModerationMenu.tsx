import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Account } from '../../../../core/domain/types';
import { offersTagPolicy } from '../../../../core/model/admin-privileges';
import { isDestructive, type UserAction } from '../../../../core/model/admin-users';
import {
  cardActions,
  offersResetLink,
  userModerationOf,
} from '../../../../core/model/user-moderation';
import {
  userActionKey as actionKey,
  confirmKey,
  tagKey,
} from '../../../../shared/format/admin-actions';
import { adminModeration } from '../../../../shared/i18n/en/admin-moderation';
import { useRoot, useT } from '../../../app/hooks';
import { useFeatureWords } from '../../../i18n/feature-words';
import { ConfirmAction } from './ConfirmAction';
import { ResetLinkDialog } from './ResetLinkDialog';

/**
 * The user card's moderation menu (spec part 2 §2, §4, §6), for staff: what the account's
 * privileges allow (`cardActions`), tag policies as ticked items when the instance runs
 * TagPolicy, the user's moderation tags shown beside it; destructive items are confirmed.
 * For local users and users_manage_credentials, a password-reset link to hand over.
 * Nothing for members, or when no item is allowed.
 */
export const ModerationMenu = observer(function ModerationMenu({ account }: { account: Account }) {
  useFeatureWords(adminModeration);
  const t = useT();
  const root = useRoot();
  const store = root.use(userModerationOf);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<UserAction | null>(null);
  const me = root.session.account ?? undefined;
  const actions = cardActions(me, account, {
    tagPolicy: offersTagPolicy(root.instance.nodeinfo),
  });
  if (actions.length === 0) return null;
  const user = account.acct;
  const run = (a: UserAction) => {
    setOpen(false);
    void store.act(account.id, a).then((ok) => {
      if (!ok) return;
      if (a.kind === 'tag' || a.kind === 'untag')
        root.notices.add(
          'success',
          a.kind === 'tag' ? 'admin_moderation.done_tag_on' : 'admin_moderation.done_tag_off',
          { user, tag: t(actionKey(a)) },
        );
      else
        root.notices.add('success', 'admin_moderation.done_user', {
          user,
          action: t(actionKey(a)),
        });
    });
  };
  const tagLabel = (tag: string) => {
    const key = tagKey(tag);
    return key ? t(key) : tag;
  };
  return (
    <div className="relationship-menu moderation-menu">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-haspopup="menu"
        disabled={store.busy === account.id}
        onClick={() => setOpen(!open)}
      >
        {t('admin_moderation.moderation')}
      </button>
      {open ? (
        <div className="relationship-menu-items" role="menu">
          {actions.map((a) =>
            a.kind === 'tag' || a.kind === 'untag' ? (
              <button
                key={`tag-${a.tag}`}
                type="button"
                role="menuitemcheckbox"
                aria-checked={a.kind === 'untag'}
                className="menu-item"
                onClick={() => run(a)}
              >
                {a.kind === 'untag' ? '✓ ' : ''}
                {tagLabel(a.tag)}
              </button>
            ) : (
              <button
                key={actionKey(a)}
                type="button"
                role="menuitem"
                className="menu-item"
                onClick={() => {
                  if (!isDestructive(a)) return run(a);
                  setOpen(false);
                  setPending(a);
                }}
              >
                {t(actionKey(a))}
              </button>
            ),
          )}
          {offersResetLink(me, account) ? (
            <button
              type="button"
              role="menuitem"
              className="menu-item"
              onClick={() => {
                setOpen(false);
                void store.fetchResetLink(account.id);
              }}
            >
              {t('admin_moderation.reset_link')}
            </button>
          ) : null}
        </div>
      ) : null}
      {store.resetLink?.accountId === account.id ? (
        <ResetLinkDialog
          user={user}
          link={store.resetLink.link}
          onClose={() => store.dismissResetLink()}
        />
      ) : null}
      {account.tags.length > 0 ? (
        <ul
          className="profile-badges moderation-tags"
          aria-label={t('admin_moderation.moderation_tags')}
        >
          {account.tags.map((tag) => (
            <li key={tag} className="badge badge-tag" data-tag={tag}>
              {tagLabel(tag)}
            </li>
          ))}
        </ul>
      ) : null}
      {pending ? (
        <ConfirmAction
          text={t(confirmKey(pending), {
            user,
            role: pending.kind === 'revoke' ? pending.group : '',
          })}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            run(pending);
          }}
        />
      ) : null}
    </div>
  );
});
