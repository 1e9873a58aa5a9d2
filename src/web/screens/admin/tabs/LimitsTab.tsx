import type { AdminConfigStore } from '../../../../core/model/admin-config';
import { LIMIT_GROUPS } from '../../../../core/model/admin-config-limits';
import { InstanceSettings } from './SettingsList';

/**
 * Spec part 2 §9 admin limit settings: post limits, attachment limits, profile limits,
 * profile fields limits and the attachment description character limit (core's groups).
 */
export function LimitsTab({ store }: { store: AdminConfigStore }) {
  return (
    <>
      {LIMIT_GROUPS.map((group) => (
        <InstanceSettings
          key={group.title}
          store={store}
          title={group.title}
          subkeys={group.subkeys}
        />
      ))}
    </>
  );
}
