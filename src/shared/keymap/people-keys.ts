import type { KeyActionDefinition } from './keymap';

/**
 * Keys of profiles and search (with the relationship keys of issue 12), lists, follow
 * requests and who to follow: part of the one keymap (keymap.ts).
 */
export const PEOPLE_KEYS = [
  // --- profiles and search ---------------------------------------------------------
  {
    id: 'section.next',
    keys: ['l', 'right'],
    description: 'keymap.section_next',
    contexts: ['profile', 'search'],
  },
  {
    id: 'section.prev',
    keys: ['h', 'left'],
    description: 'keymap.section_prev',
    contexts: ['profile', 'search'],
  },
  // Profile-scoped relationship keys (issue 12). `M` mutes a status's conversation in the
  // status context every profile shares (and `H` is edit history), so muting the person is
  // `Z` (as in zzz).
  {
    id: 'profile.follow',
    keys: ['F'],
    description: 'keymap.profile_follow',
    contexts: ['profile'],
  },
  {
    id: 'profile.mute',
    keys: ['Z'],
    description: 'keymap.profile_mute',
    contexts: ['profile'],
  },
  {
    id: 'profile.block',
    keys: ['X'],
    description: 'keymap.profile_block',
    contexts: ['profile'],
  },
  {
    id: 'profile.note',
    keys: ['N'],
    description: 'keymap.profile_note',
    contexts: ['profile'],
  },
  {
    id: 'profile.subscribe',
    keys: ['S'],
    description: 'keymap.profile_subscribe',
    contexts: ['profile'],
  },
  {
    id: 'profile.repeats',
    keys: ['R'],
    description: 'keymap.profile_repeats',
    contexts: ['profile'],
  },
  {
    id: 'profile.remove_follower',
    keys: ['K'],
    description: 'keymap.profile_remove_follower',
    contexts: ['profile'],
  },

  // --- lists, follow requests, who to follow ----------------------------------------------
  { id: 'people.open', keys: ['enter'], description: 'keymap.people_open', contexts: ['people'] },
  { id: 'people.new', keys: ['n'], description: 'keymap.people_new', contexts: ['people'] },
  { id: 'people.edit', keys: ['e'], description: 'keymap.people_edit', contexts: ['people'] },
  { id: 'people.rename', keys: ['r'], description: 'keymap.people_rename', contexts: ['people'] },
  { id: 'people.delete', keys: ['d'], description: 'keymap.people_delete', contexts: ['people'] },
  {
    id: 'people.toggle',
    keys: ['space', 'x'],
    description: 'keymap.people_toggle',
    contexts: ['people'],
  },
  { id: 'people.search', keys: ['s'], description: 'keymap.people_search', contexts: ['people'] },
  {
    id: 'people.following_only',
    keys: ['f'],
    description: 'keymap.people_following_only',
    contexts: ['people'],
  },
  { id: 'people.tab', keys: ['tab'], description: 'keymap.people_tab', contexts: ['people'] },
  { id: 'people.approve', keys: ['a'], description: 'keymap.people_approve', contexts: ['people'] },
  { id: 'people.deny', keys: ['D'], description: 'keymap.people_deny', contexts: ['people'] },
  {
    id: 'people.close',
    keys: ['esc', 'q'],
    description: 'keymap.people_close',
    contexts: ['people'],
  },
  {
    id: 'profile.add_to_list',
    keys: ['L'],
    description: 'keymap.profile_add_to_list',
    contexts: ['profile'],
  },
  // Issue 13: the chat with this account (`C` as in chat; `g C` is every chat).
  { id: 'profile.chat', keys: ['C'], description: 'keymap.profile_chat', contexts: ['profile'] },
] as const satisfies readonly KeyActionDefinition[];
