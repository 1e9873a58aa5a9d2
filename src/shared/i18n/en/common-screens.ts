import type { LocaleTree } from '../locale-types';

/**
 * English `common` words of the screens the web loads on demand (about, search,
 * interactions, lists, remote users, threads, the media viewer): en/index.ts joins them to
 * `common`; the web adds each group with its screen's chunk (useFeatureWords), not the first
 * load (web budget, bin/web-budget.mjs). Key names are unchanged (`search.search` ...).
 */

export const screens = {
  about: {
    about: 'About',
    staff: 'Staff',
    admins: 'Administrators',
    moderators: 'Moderators',
    federation: 'Federation',
    mrf_policies: 'Enabled MRF policies',
    instance: 'Instance',
    reason: 'Reason',
    not_applicable: 'N/A',
    policy: {
      accept: 'Accept',
      accept_desc: 'This instance only accepts messages from the following instances:',
      reject: 'Reject',
      reject_desc: 'This instance will not accept messages from the following instances:',
      quarantine: 'Quarantine',
      quarantine_desc: 'This instance will send only public posts to the following instances:',
      ftl_removal: 'Removal from "Known Network" Timeline',
      ftl_removal_desc: 'This instance removes these instances from "Known Network" timeline:',
      media_nsfw: 'Media force-set as sensitive',
      media_nsfw_desc:
        'This instance forces media to be set sensitive in posts on the following instances:',
      media_removal: 'Media Removal',
      media_removal_desc: 'This instance removes media from posts on the following instances:',
    },
    keyword: {
      keyword_policies: 'Keyword Policies',
      ftl_removal: 'Removal from "The Whole Known Network" Timeline',
      reject: 'Reject',
      replace: 'Replace',
      is_replaced_by: '→',
    },
  },
  remote_user_resolver: {
    error: 'Not found.',
    remote_user_resolver: 'Remote user resolver',
    searching_for: 'Searching for',
  },
  lists: {
    lists: 'Lists',
    new: 'New list',
    edit: 'Edit',
    empty: 'You have no lists yet.',
    load_error: 'Could not load the lists: {{detail}}',
    /** Spec part 1 §8: the global notice of a failed list change (core's ListsStore). */
    error: 'Error with the list: {{detail}}',
  },
  interactions: {
    interactions: 'Interactions',
    mentions: 'Mentions',
    favs_repeats: 'Repeats and favorites',
    follows: 'New follows',
    emoji_reactions: 'Emoji reactions',
    reports: 'Reports',
    moves: 'User migrates',
    no_mentions: 'No mentions',
    no_more_mentions: 'No more mentions',
    load_older: 'Load older interactions',
  },
  search: {
    search: 'Search',
    no_results: 'no results',
    no_more_results: 'no more results',
    statuses: 'Statuses',
    people: 'People',
    hashtags: 'Hashtags',
    tab_count: '{{name}} ({{count}})',
    placeholder: 'Search for people, statuses, hashtags',
    load_more: 'Load more',
    error: 'Search failed: {{detail}}',
    people_talking_one: '{{count}} person is talking',
    people_talking_other: '{{count}} people are talking',
  },
  conversation: {
    tree: 'Tree',
    linear: 'Linear',
    view_mode: 'Conversation display',
    show_replies_one: 'Show {{count}} reply',
    show_replies_other: 'Show {{count}} replies',
    hide_replies: 'Hide replies',
    show_all_replies: 'Show all replies',
    dive: 'Show only this sub-thread',
    undive: 'Show whole conversation',
    thread_muted: 'Thread muted',
  },
  media_modal: {
    label: 'Media viewer',
    previous: 'Previous',
    next: 'Next',
    counter: '{{current}} / {{total}}',
    close: 'Close media viewer',
    open_original: 'Open original',
    flash_unsupported: 'Flash content cannot be played here.',
    no_description: 'No description',
  },
} satisfies LocaleTree;
