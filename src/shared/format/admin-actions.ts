import type { UserAction } from '../../core/model/admin-users';
import type { TranslationKey, TranslationValues } from '../i18n/locale-types';

/** The word of a moderation desk action on a user, as both faces label it. */
export function userActionKey(a: UserAction): TranslationKey {
  switch (a.kind) {
    case 'grant':
      return a.group === 'admin'
        ? 'admin_moderation.grant_admin'
        : 'admin_moderation.grant_moderator';
    case 'revoke':
      return a.group === 'admin'
        ? 'admin_moderation.revoke_admin'
        : 'admin_moderation.revoke_moderator';
    case 'approve':
    case 'activate':
    case 'deactivate':
    case 'delete':
      return `admin_moderation.${a.kind}`;
    default:
      return 'general.confirm';
  }
}

/** The question a destructive action asks first (delete, deactivate, revoke a role). */
export function userActionQuestion(
  a: UserAction,
  user: string,
): { key: TranslationKey; values: TranslationValues } {
  if (a.kind === 'delete') return { key: 'admin_moderation.confirm_delete', values: { user } };
  if (a.kind === 'revoke')
    return { key: 'admin_moderation.confirm_revoke', values: { user, role: a.group } };
  return { key: 'admin_moderation.confirm_deactivate', values: { user } };
}
