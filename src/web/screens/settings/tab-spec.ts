import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { TranslationKey } from '../../../shared/i18n';

/** What a tab's `disabled` sees. */
export interface TabContext {
  signedIn: boolean;
  /** Admin mode: the server keeps its config in files (configurable_from_database off). */
  adminConfigInFiles?: boolean;
}

/**
 * One tab of the settings modal (spec part 2 §2 "tabbed panels use a top or side bar with
 * optional disabled tabs, icon, image and label"). `panel` is loaded when the tab is shown.
 */
export interface SettingsTabSpec {
  /** The tab's name in `?settings=` and `openSettings(tab)`. */
  id: string;
  label: TranslationKey;
  icon?: LucideIcon;
  /** An image instead of (or beside) the icon. */
  image?: string;
  disabled?: (context: TabContext) => boolean;
  panel: ComponentType;
}
