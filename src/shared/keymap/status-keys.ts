import type { KeyActionDefinition } from './keymap';

/**
 * Keys of the status under the cursor's actions (spec part 2 §4), the timelines, threads and
 * notifications: part of the one keymap (keymap.ts), listed in `?` in this order.
 */
export const STATUS_KEYS = [
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
] as const satisfies readonly KeyActionDefinition[];
