import type { KeyActionDefinition } from './keymap';

/**
 * Keys of the terminal's security screen (`g K`, `:security`, `S` in the settings): Enter
 * opens the section under the cursor (email, password, two-factor, apps, backups, aliases,
 * move, delete) or acts in it, `n` adds (an alias, a backup, a two-factor setup), `d` removes
 * (revokes an app, removes an alias, turns two-factor off) after y/n, Esc goes back. The
 * forms' fields are typed with the sign-in form's keys (Tab, Enter, Esc).
 */
export const SECURITY_KEYS = [
  {
    id: 'security.open',
    keys: ['g K'],
    description: 'keymap.security_open',
    contexts: ['global'],
  },
  {
    id: 'settings.security',
    keys: ['S'],
    description: 'keymap.settings_security',
    contexts: ['settings'],
  },
  {
    id: 'security.enter',
    keys: ['enter'],
    description: 'keymap.security_enter',
    contexts: ['security'],
  },
  { id: 'security.add', keys: ['n'], description: 'keymap.security_add', contexts: ['security'] },
  {
    id: 'security.remove',
    keys: ['d'],
    description: 'keymap.security_remove',
    contexts: ['security'],
  },
  {
    id: 'security.codes',
    keys: ['b'],
    description: 'keymap.security_codes',
    contexts: ['security'],
  },
  {
    id: 'security.back',
    keys: ['esc', 'q'],
    description: 'keymap.security_back',
    contexts: ['security'],
  },
] as const satisfies readonly KeyActionDefinition[];
