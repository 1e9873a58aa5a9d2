/**
 * The features panel (spec part 1 §2: in the sidebar for signed-out visitors when the
 * instance enables it, and on the about page): what this instance offers, one line each, as
 * translation keys with their values. Platform-free; each face draws the lines.
 */
import type { InstanceStore } from '../model/instance';

export interface FeatureLine {
  /** A key under `features_panel`. */
  readonly key: 'shout' | 'chats' | 'media_proxy' | 'scope_options' | 'text_limit';
  readonly params?: Readonly<Record<string, number>>;
}

/** The lines, in Pleroma-FE's order: shoutbox, chats, media proxy, scope options, text limit. */
export function instanceFeatures(
  instance: Pick<InstanceStore, 'has' | 'textLimit' | 'capabilities'>,
): FeatureLine[] {
  const lines: FeatureLine[] = [];
  if (instance.has('shout')) lines.push({ key: 'shout' });
  if (instance.capabilities.chats) lines.push({ key: 'chats' });
  if (instance.has('media_proxy')) lines.push({ key: 'media_proxy' });
  lines.push({ key: 'scope_options' });
  lines.push({ key: 'text_limit', params: { limit: instance.textLimit } });
  return lines;
}
