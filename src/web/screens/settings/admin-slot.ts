import type { SettingsTabSpec } from './tab-spec';

/**
 * The admin mode's tabs (spec part 2 §2 "Admin dashboard tabs: no database config, instance,
 * limits, front-ends"). Empty here: the admin dashboard fills it. The modal opens in admin
 * mode only when this has a tab.
 */
export const ADMIN_TABS: readonly SettingsTabSpec[] = [];
