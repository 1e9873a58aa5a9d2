import type { KeyActionDefinition } from './keymap';

/**
 * Keys of the terminal's administration view (`g !`, `:admin`; staff only): Tab walks its
 * sections (reports, users, moderation log, posts, invites, relays, figures, limits); the other keys act on the row under
 * the cursor, each in the section it belongs to. Destructive ones ask y/n first.
 */
export const ADMIN_KEYS = [
  { id: 'admin.open', keys: ['g !'], description: 'keymap.admin_open', contexts: ['global'] },
  {
    id: 'admin.tab_next',
    keys: ['tab'],
    description: 'keymap.admin_tab_next',
    contexts: ['admin'],
  },
  {
    id: 'admin.tab_prev',
    keys: ['shift+tab'],
    description: 'keymap.admin_tab_prev',
    contexts: ['admin'],
  },
  { id: 'admin.enter', keys: ['enter'], description: 'keymap.admin_enter', contexts: ['admin'] },
  { id: 'admin.resolve', keys: ['r'], description: 'keymap.admin_resolve', contexts: ['admin'] },
  {
    id: 'admin.close_report',
    keys: ['c'],
    description: 'keymap.admin_close_report',
    contexts: ['admin'],
  },
  { id: 'admin.reopen', keys: ['o'], description: 'keymap.admin_reopen', contexts: ['admin'] },
  { id: 'admin.note', keys: ['n'], description: 'keymap.admin_note', contexts: ['admin'] },
  { id: 'admin.filter', keys: ['f'], description: 'keymap.admin_filter', contexts: ['admin'] },
  { id: 'admin.origin', keys: ['l'], description: 'keymap.admin_origin', contexts: ['admin'] },
  { id: 'admin.role', keys: ['S'], description: 'keymap.admin_role', contexts: ['admin'] },
  { id: 'admin.search', keys: ['s'], description: 'keymap.admin_search', contexts: ['admin'] },
  { id: 'admin.approve', keys: ['a'], description: 'keymap.admin_approve', contexts: ['admin'] },
  {
    id: 'admin.activation',
    keys: ['x'],
    description: 'keymap.admin_activation',
    contexts: ['admin'],
  },
  { id: 'admin.delete', keys: ['D'], description: 'keymap.admin_delete', contexts: ['admin'] },
  {
    id: 'admin.moderator',
    keys: ['m'],
    description: 'keymap.admin_moderator',
    contexts: ['admin'],
  },
  { id: 'admin.admin', keys: ['A'], description: 'keymap.admin_admin', contexts: ['admin'] },
  { id: 'admin.tags', keys: ['T'], description: 'keymap.admin_tags', contexts: ['admin'] },
  {
    id: 'admin.visibility',
    keys: ['v'],
    description: 'keymap.admin_visibility',
    contexts: ['admin'],
  },
  {
    id: 'admin.sensitive',
    keys: ['N'],
    description: 'keymap.admin_sensitive',
    contexts: ['admin'],
  },
  { id: 'admin.create', keys: ['C'], description: 'keymap.admin_create', contexts: ['admin'] },
  { id: 'admin.email', keys: ['E'], description: 'keymap.admin_email', contexts: ['admin'] },
  { id: 'admin.reset', keys: ['R'], description: 'keymap.admin_reset', contexts: ['admin'] },
  {
    id: 'admin.page_next',
    keys: ['>'],
    description: 'keymap.admin_page_next',
    contexts: ['admin'],
  },
  {
    id: 'admin.page_prev',
    keys: ['<'],
    description: 'keymap.admin_page_prev',
    contexts: ['admin'],
  },
  { id: 'admin.reload', keys: ['.'], description: 'keymap.admin_reload', contexts: ['admin'] },
  {
    id: 'admin.close',
    keys: ['esc', 'q'],
    description: 'keymap.admin_close',
    contexts: ['admin'],
  },
] as const satisfies readonly KeyActionDefinition[];
