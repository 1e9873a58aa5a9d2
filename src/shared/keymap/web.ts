/**
 * The web client's part of the one keymap: which actions it binds (outside text inputs),
 * and its keys where they differ from the terminal's. The `?` help of the web is generated
 * from `resolveWebKeymap()`, so the descriptions and the notation are the keymap's own.
 *
 * Kept beside the keymap data rather than inside it, so either face's list can change
 * without touching the other's entries.
 */
import { KEY_ACTIONS, type KeyActionId } from './keymap';
import { type ResolvedKeymap, resolveKeymap } from './resolve';

/** `true`: the terminal's keys; a list: the web's own keys for that action. */
export const WEB_KEY_ACTIONS: Readonly<Partial<Record<KeyActionId, true | readonly string[]>>> = {
  'help.toggle': true,
  'go.home': true,
  'go.notifications': true,
  'go.mentions': true,
  'go.local': true,
  'go.federated': true,
  'go.direct': true,
  'go.bookmarks': true,
  'go.favourites': true,
  'go.search': true,
  'cursor.down': true,
  'cursor.up': true,
  'cursor.top': true,
  'cursor.bottom': true,
  // Links open by clicking on the web, so `o` (the terminal's "open a link") opens the
  // conversation, as in Mastodon's web client.
  'status.open': ['enter', 'o'],
  'status.toggle_cw': true,
  'status.expand': true,
  'status.show_muted': true,
  'status.author': true,
  'status.media': true,
  // The actions on the selected status, as the terminal binds them (issue 11).
  'status.reply': true,
  'status.favourite': true,
  'status.repeat': true,
  'status.bookmark': true,
  'status.quote': true,
  'status.edit': true,
  'status.edit_history': true,
  'status.delete': true,
  'status.pin': true,
  'status.mute_thread': true,
  'status.react': true,
  'status.vote': true,
  'status.report': true,
  'status.favourited_by': true,
  'status.reblogged_by': true,
  'status.reacted_by': true,
  'status.copy_link': true,
  'status.open_source': true,
  'timeline.show_new': true,
  // `space` (the terminal's) scrolls the page on the web: `t` for "thread" (the terminal's
  // `t` opens the conversation, which the web does with Enter and `o`).
  'timeline.inline_thread': ['t'],
  'help.close': true,
};

/** Where the web's reading keys apply, the more specific first. */
export const WEB_READING_CONTEXTS = ['status', 'list', 'timeline', 'global'] as const;

/**
 * The keymap as the web client uses it: every other action unbound (so it neither fires
 * nor takes keys from a web action), the web's keys where it has its own.
 */
export function resolveWebKeymap(): ResolvedKeymap {
  const overrides: Record<string, readonly string[]> = {};
  for (const action of KEY_ACTIONS) {
    const web = WEB_KEY_ACTIONS[action.id];
    overrides[action.id] = web === undefined ? [] : web === true ? action.keys : web;
  }
  return resolveKeymap(overrides);
}
