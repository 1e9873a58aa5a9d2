import { emojiPath, findEmoji } from '../emoji';
import type { JsonObject } from '../json';
import type { SandboxState } from '../state';

/** The `emojis` entries of statuses and accounts for the shortcodes used. */
export function serializeEmojis(state: SandboxState, shortcodes: readonly string[]): JsonObject[] {
  const out: JsonObject[] = [];
  for (const code of shortcodes) {
    const e = findEmoji(code);
    if (!e) continue;
    const url = `${state.baseUrl}${emojiPath(e)}`;
    out.push({ shortcode: e.shortcode, static_url: url, url, visible_in_picker: false });
  }
  return out;
}
