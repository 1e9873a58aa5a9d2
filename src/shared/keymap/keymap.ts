import type { TranslationKey } from '../i18n';
import { ADMIN_KEYS } from './admin-keys';
import { POST_FORM_KEYS } from './post-form-keys';
import { SCHEDULED_KEYS } from './scheduled-keys';
import { SETTINGS_KEYS } from './settings-keys';
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

  // --- status actions (spec part 2 §4) ----------------------------------------------
  {
    id: 'status.favourite',
    keys: ['f'],
    description: 'keymap.status_favourite',
    contexts: ['status'],
  },
  { id: 'status.repeat', keys: ['b'], description: 'keymap.status_repeat', contexts: ['status'] },
  {
    id: 'status.bookmark',
    keys: ['B'],
    description: 'keymap.status_bookmark',
    contexts: ['status'],
  },
  { id: 'status.act_as', keys: ['A'], description: 'keymap.status_act_as', contexts: ['status'] },
  { id: 'status.delete', keys: ['D'], description: 'keymap.status_delete', contexts: ['status'] },
  { id: 'status.pin', keys: ['p'], description: 'keymap.status_pin', contexts: ['status'] },
  {
    id: 'status.mute_thread',
    keys: ['M'],
    description: 'keymap.status_mute_thread',
    contexts: ['status'],
  },
  { id: 'status.react', keys: ['E'], description: 'keymap.status_react', contexts: ['status'] },
  { id: 'status.vote', keys: ['V'], description: 'keymap.status_vote', contexts: ['status'] },
  { id: 'status.report', keys: ['!'], description: 'keymap.status_report', contexts: ['status'] },
  {
    id: 'status.favourited_by',
    keys: ['w f'],
    description: 'keymap.status_favourited_by',
    contexts: ['status'],
  },
  {
    id: 'status.reblogged_by',
    keys: ['w b'],
    description: 'keymap.status_reblogged_by',
    contexts: ['status'],
  },
  {
    id: 'status.reacted_by',
    keys: ['w e'],
    description: 'keymap.status_reacted_by',
    contexts: ['status'],
  },
  {
    id: 'status.open_source',
    keys: ['O'],
    description: 'keymap.status_open_source',
    contexts: ['status'],
  },

  // --- timelines -------------------------------------------------------------------
  {
    id: 'timeline.show_new',
    keys: ['.'],
    description: 'keymap.timeline_show_new',
    contexts: ['timeline'],
  },
  {
    id: 'timeline.pause',
    // `p` pins the selected status (issue 11).
    keys: ['P'],
    description: 'keymap.timeline_pause',
    contexts: ['timeline'],
  },
  {
    // Issue 16: the selected status's conversation in place (as `space` folds replies in a
    // thread); again, or on a status of that thread, folds it away.
    id: 'timeline.inline_thread',
    keys: ['space'],
    description: 'keymap.timeline_inline_thread',
    contexts: ['timeline'],
  },

  // --- threads ---------------------------------------------------------------------
  {
    id: 'thread.toggle',
    keys: ['space'],
    description: 'keymap.thread_toggle',
    contexts: ['thread'],
  },
  {
    id: 'thread.show_all',
    keys: ['S'],
    description: 'keymap.thread_show_all',
    contexts: ['thread'],
  },
  { id: 'thread.dive', keys: ['d'], description: 'keymap.thread_dive', contexts: ['thread'] },
  {
    id: 'thread.undive',
    keys: ['backspace'],
    description: 'keymap.thread_undive',
    contexts: ['thread'],
  },
  {
    id: 'thread.toggle_mode',
    keys: ['L'],
    description: 'keymap.thread_toggle_mode',
    contexts: ['thread'],
  },
  {
    id: 'view.back',
    keys: ['esc'],
    description: 'keymap.view_back',
    contexts: ['thread', 'profile'],
  },

  // --- notifications ---------------------------------------------------------------
  {
    id: 'notifications.mark_read',
    keys: ['R'],
    description: 'keymap.notifications_mark_read',
    contexts: ['notifications'],
  },
  {
    id: 'notifications.filter',
    // `f` favourites the selected status (issue 11).
    keys: ['F'],
    description: 'keymap.notifications_filter',
    contexts: ['notifications'],
  },
  {
    id: 'notifications.dismiss',
    // `x` is taken in the status scope; Pleroma's dismiss removes the notification.
    keys: ['X'],
    description: 'keymap.notifications_dismiss',
    contexts: ['notifications'],
  },

  // --- profiles and search ---------------------------------------------------------
  {
    id: 'section.next',
    keys: ['l', 'right'],
    description: 'keymap.section_next',
    contexts: ['profile', 'search'],
  },
  {
    id: 'section.prev',
    keys: ['h', 'left'],
    description: 'keymap.section_prev',
    contexts: ['profile', 'search'],
  },
  // Profile-scoped relationship keys (issue 12). `M` mutes a status's conversation in the
  // status context every profile shares (and `H` is edit history), so muting the person is
  // `Z` (as in zzz).
  {
    id: 'profile.follow',
    keys: ['F'],
    description: 'keymap.profile_follow',
    contexts: ['profile'],
  },
  {
    id: 'profile.mute',
    keys: ['Z'],
    description: 'keymap.profile_mute',
    contexts: ['profile'],
  },
  {
    id: 'profile.block',
    keys: ['X'],
    description: 'keymap.profile_block',
    contexts: ['profile'],
  },
  {
    id: 'profile.note',
    keys: ['N'],
    description: 'keymap.profile_note',
    contexts: ['profile'],
  },
  {
    id: 'profile.subscribe',
    keys: ['S'],
    description: 'keymap.profile_subscribe',
    contexts: ['profile'],
  },
  {
    id: 'profile.repeats',
    keys: ['R'],
    description: 'keymap.profile_repeats',
    contexts: ['profile'],
  },
  {
    id: 'profile.remove_follower',
    keys: ['K'],
    description: 'keymap.profile_remove_follower',
    contexts: ['profile'],
  },

  // --- the command line ------------------------------------------------------------
  {
    id: 'prompt.submit',
    keys: ['enter'],
    description: 'keymap.prompt_submit',
    contexts: ['prompt'],
  },
  {
    id: 'prompt.complete',
    keys: ['tab'],
    description: 'keymap.prompt_complete',
    contexts: ['prompt'],
  },
  { id: 'prompt.cancel', keys: ['esc'], description: 'keymap.prompt_cancel', contexts: ['prompt'] },

  // --- the link chooser ------------------------------------------------------------
  {
    id: 'chooser.pick',
    keys: ['enter', 'o'],
    description: 'keymap.chooser_pick',
    contexts: ['chooser'],
  },
  {
    id: 'chooser.cancel',
    keys: ['esc', 'q'],
    description: 'keymap.chooser_cancel',
    contexts: ['chooser'],
  },
  { id: 'chooser.add', keys: ['a'], description: 'keymap.chooser_add', contexts: ['chooser'] },

  // --- the media viewer ------------------------------------------------------------
  { id: 'media.next', keys: ['l', 'right'], description: 'keymap.media_next', contexts: ['media'] },
  { id: 'media.prev', keys: ['h', 'left'], description: 'keymap.media_prev', contexts: ['media'] },
  { id: 'media.open', keys: ['o'], description: 'keymap.media_open', contexts: ['media'] },
  { id: 'media.close', keys: ['esc', 'q'], description: 'keymap.media_close', contexts: ['media'] },

  // --- the post form ---------------------------------------------------------------
  {
    id: 'compose.send',
    keys: ['ctrl+s', 'ctrl+enter'],
    description: 'keymap.compose_send',
    contexts: ['compose'],
  },
  {
    id: 'compose.next_field',
    keys: ['tab'],
    description: 'keymap.compose_next_field',
    contexts: ['compose'],
  },
  {
    id: 'compose.prev_field',
    keys: ['shift+tab'],
    description: 'keymap.compose_prev_field',
    contexts: ['compose'],
  },
  {
    id: 'compose.cycle_visibility',
    keys: ['ctrl+t'],
    description: 'keymap.compose_cycle_visibility',
    contexts: ['compose'],
  },
  {
    id: 'compose.cancel',
    keys: ['esc'],
    description: 'keymap.compose_cancel',
    contexts: ['compose'],
  },
  {
    id: 'compose.editor',
    keys: ['ctrl+e'],
    description: 'keymap.compose_editor',
    contexts: ['compose'],
  },

  // --- unsent drafts ---------------------------------------------------------------
  {
    id: 'drafts.resume',
    keys: ['enter'],
    description: 'keymap.drafts_resume',
    contexts: ['drafts'],
  },
  { id: 'drafts.discard', keys: ['d'], description: 'keymap.drafts_discard', contexts: ['drafts'] },
  {
    id: 'drafts.close',
    keys: ['esc', 'q'],
    description: 'keymap.drafts_close',
    contexts: ['drafts'],
  },
  // --- announcements --------------------------------------------------------------
  {
    id: 'announcements.read',
    keys: ['r'],
    description: 'keymap.announcements_read',
    contexts: ['announcements'],
  },
  {
    id: 'announcements.delete',
    keys: ['D'],
    description: 'keymap.announcements_delete',
    contexts: ['announcements'],
  },
  {
    id: 'announcements.new',
    keys: ['n'],
    description: 'keymap.announcements_new',
    contexts: ['announcements'],
  },
  {
    id: 'announcements.edit',
    keys: ['e'],
    description: 'keymap.announcements_edit',
    contexts: ['announcements'],
  },
  {
    id: 'announcements.close',
    keys: ['esc', 'q'],
    description: 'keymap.announcements_close',
    contexts: ['announcements'],
  },
  // --- shoutbox -------------------------------------------------------------------------
  {
    id: 'shoutbox.send',
    keys: ['enter'],
    description: 'keymap.shoutbox_send',
    contexts: ['shoutbox'],
  },
  {
    id: 'shoutbox.close',
    keys: ['esc'],
    description: 'keymap.shoutbox_close',
    contexts: ['shoutbox'],
  },
  // --- chats ------------------------------------------------------------------------
  { id: 'chats.enter', keys: ['enter'], description: 'keymap.chats_enter', contexts: ['chats'] },
  { id: 'chats.type', keys: ['i'], description: 'keymap.chats_type', contexts: ['chats'] },
  { id: 'chats.new', keys: ['n'], description: 'keymap.chats_new', contexts: ['chats'] },
  { id: 'chats.attach', keys: ['a'], description: 'keymap.chats_attach', contexts: ['chats'] },
  { id: 'chats.retry', keys: ['r'], description: 'keymap.chats_retry', contexts: ['chats'] },
  { id: 'chats.delete', keys: ['D'], description: 'keymap.chats_delete', contexts: ['chats'] },
  {
    id: 'chats.close',
    keys: ['esc', 'q'],
    description: 'keymap.chats_close',
    contexts: ['chats'],
  },
  {
    id: 'chat_input.send',
    keys: ['enter'],
    description: 'keymap.chat_input_send',
    contexts: ['chat_input'],
  },
  {
    id: 'chat_input.leave',
    keys: ['esc'],
    description: 'keymap.chat_input_leave',
    contexts: ['chat_input'],
  },
  {
    id: 'chat_input.complete',
    keys: ['tab'],
    description: 'keymap.chat_input_complete',
    contexts: ['chat_input'],
  },
  // --- lists, follow requests, who to follow ----------------------------------------------
  { id: 'people.open', keys: ['enter'], description: 'keymap.people_open', contexts: ['people'] },
  { id: 'people.new', keys: ['n'], description: 'keymap.people_new', contexts: ['people'] },
  { id: 'people.edit', keys: ['e'], description: 'keymap.people_edit', contexts: ['people'] },
  { id: 'people.rename', keys: ['r'], description: 'keymap.people_rename', contexts: ['people'] },
  { id: 'people.delete', keys: ['d'], description: 'keymap.people_delete', contexts: ['people'] },
  {
    id: 'people.toggle',
    keys: ['space', 'x'],
    description: 'keymap.people_toggle',
    contexts: ['people'],
  },
  { id: 'people.search', keys: ['s'], description: 'keymap.people_search', contexts: ['people'] },
  {
    id: 'people.following_only',
    keys: ['f'],
    description: 'keymap.people_following_only',
    contexts: ['people'],
  },
  { id: 'people.tab', keys: ['tab'], description: 'keymap.people_tab', contexts: ['people'] },
  { id: 'people.approve', keys: ['a'], description: 'keymap.people_approve', contexts: ['people'] },
  { id: 'people.deny', keys: ['D'], description: 'keymap.people_deny', contexts: ['people'] },
  {
    id: 'people.close',
    keys: ['esc', 'q'],
    description: 'keymap.people_close',
    contexts: ['people'],
  },
  {
    id: 'profile.add_to_list',
    keys: ['L'],
    description: 'keymap.profile_add_to_list',
    contexts: ['profile'],
  },
  // Issue 13: the chat with this account (`C` as in chat; `g C` is every chat).
  { id: 'profile.chat', keys: ['C'], description: 'keymap.profile_chat', contexts: ['profile'] },
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
