/**
 * The one keymap of Petrel, as data. The terminal UI dispatches keys through it, and both
 * faces generate their `?` help from it, so a binding is changed here and nowhere else.
 * Users remap actions with overrides (see `resolveKeymap`); action ids are the stable names
 * a config file uses.
 */

/**
 * Where an action applies. `global` actions work on every reading screen (timeline and
 * thread) but not while typing (compose, login) so that `q` and `?` stay ordinary letters
 * there.
 */
export type KeyContext =
  | 'global'
  | 'login'
  | 'timeline'
  | 'thread'
  | 'compose'
  | 'confirm'
  | 'help';

/** Contexts in the order help screens list them. */
export const KEY_CONTEXTS: readonly KeyContext[] = [
  'global',
  'timeline',
  'thread',
  'compose',
  'confirm',
  'help',
  'login',
];

export interface KeyActionDefinition {
  /** Stable id, used by overrides and by the views' action handlers. */
  readonly id: string;
  /** Default bindings (see chord.ts for the notation). */
  readonly keys: readonly string[];
  /** i18n key of the one-line description shown in help. */
  readonly description: string;
  /** Where the action applies; the first context is where help lists it. */
  readonly contexts: readonly KeyContext[];
}

const READING: readonly KeyContext[] = ['timeline', 'thread'];

export const KEY_ACTIONS = [
  {
    id: 'help.toggle',
    keys: ['?'],
    description: 'keymap.help_toggle',
    contexts: ['global'],
  },
  { id: 'app.quit', keys: ['q'], description: 'keymap.app_quit', contexts: ['global'] },
  {
    id: 'cursor.down',
    keys: ['j', 'down'],
    description: 'keymap.cursor_down',
    contexts: [...READING, 'help'],
  },
  {
    id: 'cursor.up',
    keys: ['k', 'up'],
    description: 'keymap.cursor_up',
    contexts: [...READING, 'help'],
  },
  {
    id: 'cursor.page_down',
    keys: ['pagedown', 'ctrl+d'],
    description: 'keymap.cursor_page_down',
    contexts: [...READING, 'help'],
  },
  {
    id: 'cursor.page_up',
    keys: ['pageup', 'ctrl+u'],
    description: 'keymap.cursor_page_up',
    contexts: [...READING, 'help'],
  },
  {
    id: 'cursor.top',
    keys: ['g g', 'home'],
    description: 'keymap.cursor_top',
    contexts: [...READING, 'help'],
  },
  {
    id: 'cursor.bottom',
    keys: ['G', 'end'],
    description: 'keymap.cursor_bottom',
    contexts: [...READING, 'help'],
  },
  {
    id: 'status.open',
    keys: ['enter'],
    description: 'keymap.status_open',
    contexts: READING,
  },
  { id: 'status.reply', keys: ['r'], description: 'keymap.status_reply', contexts: READING },
  {
    id: 'status.toggle_cw',
    keys: ['z'],
    description: 'keymap.status_toggle_cw',
    contexts: READING,
  },
  { id: 'compose.open', keys: ['c'], description: 'keymap.compose_open', contexts: READING },
  {
    id: 'timeline.show_new',
    keys: ['.'],
    description: 'keymap.timeline_show_new',
    contexts: ['timeline'],
  },
  { id: 'view.back', keys: ['esc'], description: 'keymap.view_back', contexts: ['thread'] },
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
] as const satisfies readonly KeyActionDefinition[];

/** Every action id the keymap defines. */
export type KeyActionId = (typeof KEY_ACTIONS)[number]['id'];

/** User remapping: an action id and the bindings that replace its defaults (`[]` unbinds). */
export type KeymapOverrides = Readonly<Partial<Record<KeyActionId, readonly string[]>>>;

export function isKeyActionId(id: string): id is KeyActionId {
  return KEY_ACTIONS.some((action) => action.id === id);
}
