import type { AdminConfigStore } from '../../../../core/model/admin-config';
import { InstanceSettings } from './SettingsList';

/** Spec part 2 §2 dashboard tab "instance": who the instance is and who may join. */
export function InstanceTab({ store }: { store: AdminConfigStore }) {
  return (
    <InstanceSettings
      store={store}
      subkeys={[
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
      ]}
    />
  );
}
