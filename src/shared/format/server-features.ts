import {
  type Capabilities,
  missingFeatures,
  type ServerFeature,
  serverName,
} from '../../core/api/capabilities';
import type { Translate } from '../i18n/locale-types';

/** "Mastodon 3.0.0 does not offer bookmarks." — said where a hidden feature was asked for. */
export function lacksSentence(
  t: Translate,
  capabilities: Capabilities,
  feature: ServerFeature,
): string {
  const server = serverName(capabilities);
  const values = { feature: t(`server.feature.${feature}`), server };
  return server ? t('server.lacks_named', values) : t('server.lacks', values);
}

/**
 * One sentence naming everything hidden because the server lacks it (the terminal's `?`
 * help, the web's about page); null when nothing is.
 */
export function missingSentence(t: Translate, capabilities: Capabilities): string | null {
  const missing = missingFeatures(capabilities);
  if (missing.length === 0) return null;
  const server = serverName(capabilities);
  const features = missing.map((feature) => t(`server.feature.${feature}`)).join(', ');
  return server
    ? t('server.lacks_list_named', { server, features })
    : t('server.lacks_list', { features });
}
