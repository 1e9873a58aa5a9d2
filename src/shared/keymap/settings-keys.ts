import type { KeyActionDefinition } from './keymap';

/**
 * Keys of the terminal's settings view (`g ,`, or `:set` alone): Enter changes the selected
 * setting (a switch toggles, a choice moves to the next, a number or text is edited on the
 * bottom line), Esc or q closes it.
 */
export const SETTINGS_KEYS = [
  {
    id: 'settings.open',
    keys: ['g ,'],
    description: 'keymap.settings_open',
    contexts: ['global'],
  },
  {
    id: 'settings.change',
    keys: ['enter', 'space'],
    description: 'keymap.settings_change',
    contexts: ['settings'],
  },
  {
    id: 'settings.reset',
    keys: ['x'],
    description: 'keymap.settings_reset',
    contexts: ['settings'],
  },
  {
    id: 'settings.close',
    keys: ['esc', 'q'],
    description: 'keymap.settings_close',
    contexts: ['settings'],
  },
] as const satisfies readonly KeyActionDefinition[];
