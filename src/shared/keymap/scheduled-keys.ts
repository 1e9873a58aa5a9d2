import type { KeyActionDefinition } from './keymap';

/**
 * Keys of the scheduled posts view (`g S`) and of the post form's `@`/`:` suggestion list,
 * kept beside the main table so it stays readable. In the suggestion list Up/Down walk the
 * suggestions and Tab or Enter takes one, as in Pleroma-FE; Esc closes the list (the next
 * Esc cancels the form as usual).
 */
export const SCHEDULED_KEYS = [
  {
    id: 'scheduled.open',
    keys: ['g S'],
    description: 'keymap.scheduled_open',
    contexts: ['global'],
  },
  {
    id: 'scheduled.reschedule',
    keys: ['t', 'enter'],
    description: 'keymap.scheduled_reschedule',
    contexts: ['scheduled'],
  },
  {
    id: 'scheduled.cancel_post',
    keys: ['d'],
    description: 'keymap.scheduled_cancel_post',
    contexts: ['scheduled'],
  },
  {
    id: 'scheduled.edit',
    keys: ['e'],
    description: 'keymap.scheduled_edit',
    contexts: ['scheduled'],
  },
  {
    id: 'scheduled.reload',
    keys: ['.'],
    description: 'keymap.scheduled_reload',
    contexts: ['scheduled'],
  },
  {
    id: 'scheduled.close',
    keys: ['esc', 'q'],
    description: 'keymap.scheduled_close',
    contexts: ['scheduled'],
  },
  {
    id: 'suggestions.next',
    keys: ['down'],
    description: 'keymap.suggestions_next',
    contexts: ['suggestions'],
  },
  {
    id: 'suggestions.prev',
    keys: ['up'],
    description: 'keymap.suggestions_prev',
    contexts: ['suggestions'],
  },
  {
    id: 'suggestions.take',
    keys: ['tab', 'enter'],
    description: 'keymap.suggestions_take',
    contexts: ['suggestions'],
  },
  {
    id: 'suggestions.close',
    keys: ['esc'],
    description: 'keymap.suggestions_close',
    contexts: ['suggestions'],
  },
] as const satisfies readonly KeyActionDefinition[];
