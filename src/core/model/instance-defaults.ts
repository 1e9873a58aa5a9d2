/**
 * Spec part 2 §3: "Options left undefined fall back to instance values". The instance's
 * front-end configuration (`pleroma_fe` of `/api/pleroma/frontend_configurations`, merged
 * over `/static/config.json`) names some of Pleroma-FE's settings; those Petrel has are read
 * here, under Petrel's names, and become the defaults of a person who never set them.
 *
 * Pleroma-FE's instance defaults Petrel has no setting for (hidePostStats, hideUserStats,
 * subjectLineBehavior, postContentType, scopeCopy, alwaysShowSubjectInput, sidebarRight,
 * minimalScopesMode, ...) are left out; so is `theme`: until the person chooses, the
 * browser's or terminal's light/dark preference picks the theme (issue 14). Platform-free.
 */
import { isObject } from '../normalize/read';
import {
  type PreferencesData,
  SETTINGS,
  type SettingDefinition,
  type SettingKey,
} from './settings';

/** Pleroma-FE's configuration name → Petrel's setting. */
export const INSTANCE_SETTING_NAMES: Readonly<Record<string, SettingKey>> = {
  hideNsfw: 'hideNsfw',
  collapseMessageWithSubject: 'collapseWithSubject',
  hideMutedPosts: 'hideMutedPosts',
  hideISP: 'hideInstancePanel',
  maxThumbnails: 'maxThumbnails',
  streaming: 'streaming',
  modalOnRepeat: 'confirmRepeat',
  modalOnUnfollow: 'confirmUnfollow',
  modalOnBlock: 'confirmBlock',
  modalOnDelete: 'confirmDelete',
  modalOnLogout: 'confirmLogout',
  modalOnApproveFollow: 'confirmApproveFollow',
  modalOnDenyFollow: 'confirmDenyFollow',
  modalOnRemoveUserFromFollowers: 'confirmRemoveFollower',
};

/** The instance's values of Petrel's settings (unusable ones left out). */
export function instanceDefaultsFrom(config: unknown): Partial<PreferencesData> {
  const values: Partial<Record<SettingKey, unknown>> = {};
  if (!isObject(config)) return values as Partial<PreferencesData>;
  for (const [name, key] of Object.entries(INSTANCE_SETTING_NAMES)) {
    if (!Object.hasOwn(config, name)) continue;
    const definition: SettingDefinition<unknown> = SETTINGS[key];
    const value = definition.read(config[name]);
    if (value !== undefined) values[key] = value;
  }
  return values as Partial<PreferencesData>;
}
