import type { KeyActionDefinition } from './keymap';

/**
 * Keys of announcements, the shoutbox and chats: part of the one keymap (keymap.ts).
 */
export const TALK_KEYS = [
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
] as const satisfies readonly KeyActionDefinition[];
