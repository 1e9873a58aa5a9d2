import type { KeyActionDefinition } from './keymap';

/**
 * The post form's keys (spec part 2: reply, quote, edit, edit history on a status; poll,
 * content type, preview and schedule in the form), kept beside the main table so it stays
 * readable. `R` marks notifications read and `Q` is the usual remap of quit, so quoting is
 * `"`; `e` edits (expanding a long post moved to `x`).
 */
export const POST_FORM_KEYS = [
  { id: 'status.quote', keys: ['"'], description: 'keymap.status_quote', contexts: ['status'] },
  { id: 'status.edit', keys: ['e'], description: 'keymap.status_edit', contexts: ['status'] },
  {
    id: 'status.edit_history',
    keys: ['H'],
    description: 'keymap.status_edit_history',
    contexts: ['status'],
  },
  {
    id: 'compose.toggle_poll',
    keys: ['ctrl+p'],
    description: 'keymap.compose_toggle_poll',
    contexts: ['compose'],
  },
  {
    id: 'compose.add_option',
    keys: ['ctrl+n'],
    description: 'keymap.compose_add_option',
    contexts: ['compose'],
  },
  {
    id: 'compose.remove_option',
    keys: ['ctrl+x'],
    description: 'keymap.compose_remove_option',
    contexts: ['compose'],
  },
  {
    id: 'compose.toggle_multiple',
    keys: ['ctrl+g'],
    description: 'keymap.compose_toggle_multiple',
    contexts: ['compose'],
  },
  {
    id: 'compose.cycle_content_type',
    keys: ['ctrl+l'],
    description: 'keymap.compose_cycle_content_type',
    contexts: ['compose'],
  },
  {
    id: 'compose.preview',
    keys: ['ctrl+r'],
    description: 'keymap.compose_preview',
    contexts: ['compose'],
  },
] as const satisfies readonly KeyActionDefinition[];
