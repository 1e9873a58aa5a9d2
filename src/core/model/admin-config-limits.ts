import type { MessageKey } from './notices';

/**
 * Spec part 2 §9 admin limit settings, as every face lists them: post limits, attachment
 * limits, profile limits, profile fields limits and the attachment description character
 * limit; each a subkey of `:pleroma, :instance`.
 */
export interface LimitGroup {
  title: MessageKey;
  subkeys: readonly string[];
}

export const INSTANCE_GROUP = ':pleroma';
export const INSTANCE_KEY = ':instance';

/**
 * Spec part 2 §2 dashboard tab "instance", as every face lists it: who the instance is and
 * who may join (subkeys of `:pleroma, :instance`).
 */
export const INSTANCE_SETTINGS: readonly string[] = [
  ':name',
  ':email',
  ':description',
  ':short_description',
  ':contact_username',
  ':public',
  ':federating',
  ':registrations_open',
  ':invites_enabled',
  ':account_approval_required',
  ':account_activation_required',
  ':limit_to_local_content',
];

export const LIMIT_GROUPS: readonly LimitGroup[] = [
  {
    title: 'admin_dash.limits.posts',
    subkeys: [':limit', ':remote_limit', ':max_pinned_statuses', ':max_report_comment_size'],
  },
  {
    title: 'admin_dash.limits.attachments',
    subkeys: [':upload_limit', ':max_media_attachments', ':description_limit'],
  },
  {
    title: 'admin_dash.limits.profiles',
    subkeys: [
      ':user_bio_length',
      ':user_name_length',
      ':avatar_upload_limit',
      ':background_upload_limit',
      ':banner_upload_limit',
    ],
  },
  {
    title: 'admin_dash.limits.profile_fields',
    subkeys: [
      ':max_account_fields',
      ':max_remote_account_fields',
      ':account_field_name_length',
      ':account_field_value_length',
    ],
  },
];
