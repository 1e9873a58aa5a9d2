import type { AdminConfigStore } from '../../../../core/model/admin-config';
import { INSTANCE_SETTINGS } from '../../../../core/model/admin-config-limits';
import { InstanceSettings } from './SettingsList';

/** Spec part 2 §2 dashboard tab "instance": who the instance is and who may join (core's list). */
export function InstanceTab({ store }: { store: AdminConfigStore }) {
  return <InstanceSettings store={store} subkeys={INSTANCE_SETTINGS} />;
}
