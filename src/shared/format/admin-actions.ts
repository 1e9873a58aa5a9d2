import type { UserAction } from '../../core/model/admin-users';
import type { TranslationKey, TranslationValues } from '../i18n/locale-types';

/** Each tag policy's menu words (spec part 2 §6). */
const TAG_KEYS: Readonly<Record<string, TranslationKey>> = {
  'media-force-nsfw': 'admin_moderation.tag_force_nsfw',
  'media-strip': 'admin_moderation.tag_strip_media',
  'force-unlisted': 'admin_moderation.tag_force_unlisted',
  sandbox: 'admin_moderation.tag_sandbox',
  'disable-remote-subscription': 'admin_moderation.tag_disable_remote_subscription',
  'disable-any-subscription': 'admin_moderation.tag_disable_any_subscription',
  quarantine: 'admin_moderation.tag_quarantine',
};

/** The words of a tag policy; null for tags Petrel has no words for (shown as they are). */
export function tagKey(tag: string): TranslationKey | null {
  return TAG_KEYS[tag] ?? null;
}

/** The words of a moderation action on a user, as both faces' buttons and menus name it. */
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
    case 'reject':
      return 'admin_moderation.reject';
    case 'resend-confirmation':
      return 'admin_moderation.resend_confirmation';
    case 'reset-password':
      return 'admin_moderation.require_password_change';
    case 'disable-mfa':
      return 'admin_moderation.disable_mfa';
    case 'tag':
    case 'untag':
      return tagKey(a.tag) ?? 'admin_moderation.moderation_tags';
    default:
      return 'general.confirm';
  }
}

/** The question a destructive action asks first (see `isDestructive`): its words. */
export function confirmKey(a: UserAction): TranslationKey {
  return a.kind === 'delete'
    ? 'admin_moderation.confirm_delete'
    : a.kind === 'reject'
      ? 'admin_moderation.confirm_reject'
      : a.kind === 'revoke'
        ? 'admin_moderation.confirm_revoke'
        : 'admin_moderation.confirm_deactivate';
}

/** The question a destructive action asks first (delete, deactivate, revoke a role). */
export function userActionQuestion(
  a: UserAction,
  user: string,
): { key: TranslationKey; values: TranslationValues } {
  return { key: confirmKey(a), values: { user, role: a.kind === 'revoke' ? a.group : '' } };
}
