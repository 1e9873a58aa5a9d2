import type { TranslationKey } from '../i18n';
import { ADMIN_KEYS } from './admin-keys';
import { OVERLAY_KEYS } from './overlay-keys';
import { PEOPLE_KEYS } from './people-keys';
import { POST_FORM_KEYS } from './post-form-keys';
import { SCHEDULED_KEYS } from './scheduled-keys';
import { SECURITY_KEYS } from './security-keys';
import { SETTINGS_KEYS } from './settings-keys';
import { STATUS_KEYS } from './status-keys';
import { TALK_KEYS } from './talk-keys';
import { TIMELINE_FILTER_KEYS } from './timeline-filter-keys';
/**
 * The one keymap of Petrel, as data. The terminal UI dispatches keys through it, and both
 * faces generate their `?` help from it, so a binding is changed here and nowhere else.
 * Users remap actions with overrides (see `resolveKeymap`); action ids are the stable names
 * a config file uses.
 *
 * Remapping from the config file. The terminal UI reads the storage key `keymap` of
 * `config.json` (in `~/.config/petrel/` on Linux, or `$PETREL_CONFIG_DIR`): an object from
 * action id to the list of bindings that replace that action's defaults.
 *
 *     { "keymap": { "app.quit": ["Q"], "cursor.down": ["j", "n", "down"], "status.reply": [] } }
 *
 * - A binding is a chord (`Q`, `ctrl+s`, `shift+tab`, `enter`, `space`) or a sequence of
 *   chords separated by spaces (`g h`). `Q` already means Shift+q.
 * - The list replaces the defaults: `["Q"]` for `app.quit` frees `q`, so a stray `q` no
 *   longer quits (the accident-proof setup many people want). `[]` unbinds an action.
 * - Nothing in the file can lock you out: an unknown action id, a key Petrel cannot read,
 *   a key another action of the same context already holds, or a single key that a longer
 *   sequence would shadow is skipped and shown as a notice; everything else applies.
 * - Contexts decide where a key works: the same key may do different things in different
 *   contexts (`space` folds replies in a thread, and is a space while typing a post);
 *   `global` keys work on every reading screen but never while typing.
 */

/**
 * Where an action applies. `global` actions work on every reading screen but not while
 * typing (compose, login, the command line) so that `q` and `?` stay ordinary letters
 * there. `list` and `status` are shared by every screen that shows a list or statuses.
 */
export type KeyContext =
  | 'global'
  | 'list'
  | 'status'
  | 'timeline'
  | 'thread'
  | 'notifications'
  | 'profile'
  | 'search'
  | 'prompt'
  | 'chooser'
  | 'media'
  | 'compose'
  | 'suggestions'
  | 'drafts'
  | 'scheduled'
  | 'settings'
  | 'security'
  | 'announcements'
  | 'shoutbox'
  | 'chats'
  | 'chat_input'
  | 'people'
  | 'admin'
  | 'confirm'
  | 'help'
  | 'login';

/** Contexts in the order help screens list them. */
export const KEY_CONTEXTS: readonly KeyContext[] = [
  'global',
  'list',
  'status',
  'timeline',
  'thread',
  'notifications',
  'profile',
  'search',
  'prompt',
  'chooser',
  'media',
  'compose',
  'suggestions',
  'drafts',
  'scheduled',
  'settings',
  'security',
  'announcements',
  'shoutbox',
  'chats',
  'chat_input',
  'people',
  'admin',
  'confirm',
  'help',
  'login',
];

/**
 * The contexts each screen activates together, most specific first: a key of an earlier
 * context shadows the same key of a later one in that screen. `resolveKeymap` reports two
 * actions that claim one key inside a group (except that any context may shadow `global`
 * on purpose, e.g. `q` remapped to "back" in threads and still "quit" elsewhere).
 */
export const KEY_CONTEXT_GROUPS: Readonly<Record<string, readonly KeyContext[]>> = {
  timeline: ['timeline', 'status', 'list', 'global'],
  thread: ['thread', 'status', 'list', 'global'],
  notifications: ['notifications', 'status', 'list', 'global'],
  profile: ['profile', 'status', 'list', 'global'],
  search: ['search', 'status', 'list', 'global'],
  prompt: ['prompt'],
  chooser: ['chooser'],
  media: ['media'],
  compose: ['compose'],
  // Over the post form while `@`/`:` suggestions show: its keys win there (Tab, Esc, arrows).
  suggestions: ['suggestions'],
  // `?` and the other global keys work on these screens too (their own keys win).
  drafts: ['drafts', 'list', 'global'],
  scheduled: ['scheduled', 'list', 'global'],
  settings: ['settings', 'list', 'global'],
  security: ['security', 'list', 'global'],
  announcements: ['announcements', 'list', 'global'],
  // Its input line takes every other key: no list keys there.
  shoutbox: ['shoutbox'],
  // `?`, `g …` and the other global keys work here too; `q` is the chats' own "back".
  chats: ['chats', 'list', 'global'],
  chat_input: ['chat_input'],
  people: ['people', 'list'],
  admin: ['admin', 'list', 'global'],
  confirm: ['confirm'],
  help: ['help'],
  login: ['login'],
};

export interface KeyActionDefinition {
  /** Stable id, used by overrides and by the views' action handlers. */
  readonly id: string;
  /** Default bindings (see chord.ts for the notation). */
  readonly keys: readonly string[];
  /** i18n key of the one-line description shown in help. */
  readonly description: TranslationKey;
  /** Where the action applies; the first context is where help lists it. */
  readonly contexts: readonly KeyContext[];
}

/** Screens whose rows move with the cursor keys. */
const LISTS: readonly KeyContext[] = ['list', 'help', 'chooser'];

export const KEY_ACTIONS = [
  // --- everywhere ------------------------------------------------------------------
  { id: 'help.toggle', keys: ['?'], description: 'keymap.help_toggle', contexts: ['global'] },
  { id: 'app.quit', keys: ['q'], description: 'keymap.app_quit', contexts: ['global'] },
  { id: 'go.home', keys: ['g h'], description: 'keymap.go_home', contexts: ['global'] },
  {
    id: 'go.notifications',
    keys: ['g n'],
    description: 'keymap.go_notifications',
    contexts: ['global'],
  },
  { id: 'go.mentions', keys: ['g m'], description: 'keymap.go_mentions', contexts: ['global'] },
  { id: 'go.local', keys: ['g l'], description: 'keymap.go_local', contexts: ['global'] },
  { id: 'go.federated', keys: ['g f'], description: 'keymap.go_federated', contexts: ['global'] },
  { id: 'go.direct', keys: ['g d'], description: 'keymap.go_direct', contexts: ['global'] },
  { id: 'go.bookmarks', keys: ['g b'], description: 'keymap.go_bookmarks', contexts: ['global'] },
  {
    id: 'go.favourites',
    keys: ['g F'],
    description: 'keymap.go_favourites',
    contexts: ['global'],
  },
  { id: 'go.user', keys: ['g u'], description: 'keymap.go_user', contexts: ['global'] },
  { id: 'go.search', keys: ['/'], description: 'keymap.go_search', contexts: ['global'] },
  { id: 'command.open', keys: [':'], description: 'keymap.command_open', contexts: ['global'] },
  { id: 'tab.next', keys: [']', 'g t'], description: 'keymap.tab_next', contexts: ['global'] },
  { id: 'tab.prev', keys: ['[', 'g T'], description: 'keymap.tab_prev', contexts: ['global'] },
  { id: 'tab.close', keys: ['ctrl+w'], description: 'keymap.tab_close', contexts: ['global'] },
  {
    id: 'column.focus_next',
    keys: ['tab'],
    description: 'keymap.column_focus_next',
    contexts: ['global'],
  },
  { id: 'compose.open', keys: ['c'], description: 'keymap.compose_open', contexts: ['global'] },
  { id: 'drafts.open', keys: ['g D'], description: 'keymap.drafts_open', contexts: ['global'] },
  {
    id: 'announcements.open',
    keys: ['g A'],
    description: 'keymap.announcements_open',
    contexts: ['global'],
  },
  { id: 'shoutbox.open', keys: ['g B'], description: 'keymap.shoutbox_open', contexts: ['global'] },
  {
    id: 'chats.open',
    keys: ['g C', 'g c'],
    description: 'keymap.chats_open',
    contexts: ['global'],
  },
  { id: 'go.lists', keys: ['g L'], description: 'keymap.go_lists', contexts: ['global'] },
  {
    id: 'go.follow_requests',
    keys: ['g R'],
    description: 'keymap.go_follow_requests',
    contexts: ['global'],
  },
  {
    id: 'go.who_to_follow',
    keys: ['g W'],
    description: 'keymap.go_who_to_follow',
    contexts: ['global'],
  },
  { id: 'go.mutes', keys: ['g M'], description: 'keymap.go_mutes', contexts: ['global'] },
  { id: 'go.blocks', keys: ['g X'], description: 'keymap.go_blocks', contexts: ['global'] },
  { id: 'go.accounts', keys: ['g a'], description: 'keymap.go_accounts', contexts: ['global'] },
  { id: 'about.open', keys: ['g I'], description: 'keymap.about_open', contexts: ['global'] },

  // --- lists -----------------------------------------------------------------------
  { id: 'cursor.down', keys: ['j', 'down'], description: 'keymap.cursor_down', contexts: LISTS },
  { id: 'cursor.up', keys: ['k', 'up'], description: 'keymap.cursor_up', contexts: LISTS },
  {
    id: 'cursor.page_down',
    keys: ['pagedown', 'ctrl+d'],
    description: 'keymap.cursor_page_down',
    contexts: LISTS,
  },
  {
    id: 'cursor.page_up',
    keys: ['pageup', 'ctrl+u'],
    description: 'keymap.cursor_page_up',
    contexts: LISTS,
  },
  {
    id: 'cursor.top',
    keys: ['g g', 'home'],
    description: 'keymap.cursor_top',
    contexts: LISTS,
  },
  {
    id: 'cursor.bottom',
    keys: ['G', 'end'],
    description: 'keymap.cursor_bottom',
    contexts: LISTS,
  },

  // --- the status under the cursor -------------------------------------------------
  {
    id: 'status.open',
    keys: ['enter', 't'],
    description: 'keymap.status_open',
    contexts: ['status', 'notifications'],
  },
  { id: 'status.reply', keys: ['r'], description: 'keymap.status_reply', contexts: ['status'] },
  {
    id: 'status.toggle_cw',
    keys: ['z'],
    description: 'keymap.status_toggle_cw',
    contexts: ['status'],
  },
  {
    id: 'status.expand',
    keys: ['x'],
    description: 'keymap.status_expand',
    contexts: ['status'],
  },
  {
    id: 'status.show_muted',
    keys: ['v'],
    description: 'keymap.status_show_muted',
    contexts: ['status'],
  },
  {
    id: 'status.unmute_author',
    keys: ['U'],
    description: 'keymap.status_unmute_author',
    contexts: ['status'],
  },
  {
    id: 'status.author',
    keys: ['u'],
    description: 'keymap.status_author',
    contexts: ['status', 'notifications'],
  },
  {
    id: 'status.open_link',
    keys: ['o'],
    description: 'keymap.status_open_link',
    contexts: ['status'],
  },
  { id: 'status.media', keys: ['m'], description: 'keymap.status_media', contexts: ['status'] },
  {
    id: 'status.copy_link',
    keys: ['y'],
    description: 'keymap.status_copy_link',
    contexts: ['status'],
  },

  ...STATUS_KEYS,
  ...PEOPLE_KEYS,
  ...OVERLAY_KEYS,
  ...TALK_KEYS,

  { id: 'confirm.yes', keys: ['y'], description: 'keymap.confirm_yes', contexts: ['confirm'] },
  {
    id: 'confirm.no',
    keys: ['n', 'esc'],
    description: 'keymap.confirm_no',
    contexts: ['confirm'],
  },
  {
    id: 'help.close',
    keys: ['esc', '?', 'q'],
    description: 'keymap.help_close',
    contexts: ['help'],
  },
  {
    id: 'login.submit',
    keys: ['enter'],
    description: 'keymap.login_submit',
    contexts: ['login'],
  },
  {
    id: 'login.next_field',
    keys: ['tab', 'down'],
    description: 'keymap.login_next_field',
    contexts: ['login'],
  },
  {
    id: 'login.prev_field',
    keys: ['shift+tab', 'up'],
    description: 'keymap.login_prev_field',
    contexts: ['login'],
  },
  {
    id: 'login.browser',
    keys: ['ctrl+o'],
    description: 'keymap.login_browser',
    contexts: ['login'],
  },
  {
    id: 'login.mfa_switch',
    keys: ['ctrl+r'],
    description: 'keymap.login_mfa_switch',
    contexts: ['login'],
  },
  {
    id: 'login.mfa_cancel',
    keys: ['esc'],
    description: 'keymap.login_mfa_cancel',
    contexts: ['login'],
  },
  {
    id: 'login.token',
    keys: ['ctrl+t'],
    description: 'keymap.login_token',
    contexts: ['login'],
  },
  {
    id: 'login.register',
    keys: ['ctrl+n'],
    description: 'keymap.login_register',
    contexts: ['login'],
  },
  {
    id: 'login.forgot',
    keys: ['ctrl+p'],
    description: 'keymap.login_forgot',
    contexts: ['login'],
  },
  ...POST_FORM_KEYS,
  ...SCHEDULED_KEYS,
  ...SETTINGS_KEYS,
  ...SECURITY_KEYS,
  ...ADMIN_KEYS,
  ...TIMELINE_FILTER_KEYS,
] as const satisfies readonly KeyActionDefinition[];

/** Every action id the keymap defines. */
export type KeyActionId = (typeof KEY_ACTIONS)[number]['id'];

/** User remapping: an action id and the bindings that replace its defaults (`[]` unbinds). */
export type KeymapOverrides = Readonly<Partial<Record<KeyActionId, readonly string[]>>>;

export function isKeyActionId(id: string): id is KeyActionId {
  return KEY_ACTIONS.some((action) => action.id === id);
}
