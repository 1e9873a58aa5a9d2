import {
  type Capabilities,
  missingFeatures,
  type ServerFeature,
  serverName,
} from '../../core/api/capabilities';
import type { Translate, TranslationKey } from '../i18n/locale-types';
import type { KeyActionId } from '../keymap';

/** Key actions that only make sense when the server has a feature (hidden from help otherwise). */
export const KEY_ACTION_FEATURES: Readonly<Partial<Record<KeyActionId, ServerFeature>>> = {
  'go.bookmarks': 'bookmarks',
  'chats.open': 'chats',
  'profile.chat': 'chats',
};

/** Whether the server lacks what a key action needs. */
export function actionLacking(action: KeyActionId, capabilities: Capabilities): boolean {
  const feature = KEY_ACTION_FEATURES[action];
  return feature !== undefined && missingFeatures(capabilities).includes(feature);
}

/** The key and values of "Mastodon 3.0.2 does not offer bookmarks." (a notice carries them). */
export function lacksMessage(
  t: Translate,
  capabilities: Capabilities,
  feature: ServerFeature,
): { key: TranslationKey; values: { feature: string; server: string } } {
  const server = serverName(capabilities);
  return {
    key: server ? 'server.lacks_named' : 'server.lacks',
    values: { feature: t(`server.feature.${feature}`), server },
  };
}

/** "Mastodon 3.0.2 does not offer bookmarks." — said where a hidden feature was asked for. */
export function lacksSentence(
  t: Translate,
  capabilities: Capabilities,
  feature: ServerFeature,
): string {
  const { key, values } = lacksMessage(t, capabilities, feature);
  return t(key, values);
}

/**
 * One sentence naming what is hidden because the server lacks it (the terminal's `?` help,
 * the web's about page); null when nothing is. `offered`: the features this face offers at
 * all (a face that never shows quotes does not call them hidden).
 */
export function missingSentence(
  t: Translate,
  capabilities: Capabilities,
  offered?: readonly ServerFeature[],
): string | null {
  const missing = missingFeatures(capabilities).filter(
    (feature) => !offered || offered.includes(feature),
  );
  if (missing.length === 0) return null;
  const server = serverName(capabilities);
  const features = missing.map((feature) => t(`server.feature.${feature}`)).join(', ');
  return server
    ? t('server.lacks_list_named', { server, features })
    : t('server.lacks_list', { features });
}
