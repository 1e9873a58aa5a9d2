import type { KeyActionDefinition } from './keymap';

/**
 * The timeline header's quick filters and quick view as keys (spec part 1 §2, issue 16):
 * `F` then a letter switches one setting of the schema, as the web's popovers do; `:filter`
 * does the same by name.
 */
export const TIMELINE_FILTER_KEYS = [
  {
    id: 'filter.replies',
    keys: ['F r'],
    description: 'keymap.filter_replies',
    contexts: ['timeline'],
  },
  {
    id: 'filter.repeats',
    keys: ['F b'],
    description: 'keymap.filter_repeats',
    contexts: ['timeline'],
  },
  { id: 'filter.media', keys: ['F m'], description: 'keymap.filter_media', contexts: ['timeline'] },
  { id: 'filter.muted', keys: ['F M'], description: 'keymap.filter_muted', contexts: ['timeline'] },
  { id: 'filter.cw', keys: ['F c'], description: 'keymap.filter_cw', contexts: ['timeline'] },
  {
    id: 'filter.previews',
    keys: ['F p'],
    description: 'keymap.filter_previews',
    contexts: ['timeline'],
  },
] as const satisfies readonly KeyActionDefinition[];
