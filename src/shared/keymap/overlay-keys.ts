import type { KeyActionDefinition } from './keymap';

/**
 * Keys of what opens over a reading screen: the command line, the link chooser, the media
 * viewer, the post form and unsent drafts: part of the one keymap (keymap.ts).
 */
export const OVERLAY_KEYS = [
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
] as const satisfies readonly KeyActionDefinition[];
