import type { AdminConfigStore } from '../../../../core/model/admin-config';
import { InstanceSettings } from './SettingsList';

/**
 * Spec part 2 §9 admin limit settings: post limits, attachment limits, profile limits,
 * profile fields limits and the attachment description character limit.
 */
export function LimitsTab({ store }: { store: AdminConfigStore }) {
  return (
    <>
      <InstanceSettings
        store={store}
        title="admin_dash.limits.posts"
        subkeys={[':limit', ':remote_limit', ':max_pinned_statuses', ':max_report_comment_size']}
      />
      <InstanceSettings
        store={store}
        title="admin_dash.limits.attachments"
        subkeys={[':upload_limit', ':max_media_attachments', ':description_limit']}
      />
      <InstanceSettings
        store={store}
        title="admin_dash.limits.profiles"
        subkeys={[
          ':user_bio_length',
          ':user_name_length',
          ':avatar_upload_limit',
          ':background_upload_limit',
          ':banner_upload_limit',
        ]}
      />
      <InstanceSettings
        store={store}
        title="admin_dash.limits.profile_fields"
        subkeys={[
          ':max_account_fields',
          ':max_remote_account_fields',
          ':account_field_name_length',
          ':account_field_value_length',
        ]}
      />
    </>
  );
}
