import type { LocaleTree } from '../locale-types';

/** English `common` words for timelines, statuses, threads and media (spread into common.ts). */
export const reading = {
  nav: {
    timelines: 'Timelines',
    notifications: 'Notifications',
    search: 'Search',
    interactions: 'Interactions',
    chats: 'Chats',
    lists: 'Lists',
    friend_requests: 'Follow requests',
    announcements: 'Announcements',
    about: 'About',
    settings: 'Settings',
    administration: 'Administration',
  },

  timeline: {
    /** Names of the timelines as menus and headers show them. */
    name: {
      home: 'Home',
      public: 'Local',
      twkn: 'Federated',
      twkn_long: 'The whole known network',
      bookmarks: 'Bookmarks',
      favorites: 'Favourites',
      dms: 'Direct messages',
      mentions: 'Mentions',
      media: 'Media',
      tag: '#{{tag}}',
      list: 'List: {{title}}',
      user: 'User timeline',
    },
    show_new: 'Show new ({{count}})',
    /** Said to screen readers only (NoticeStore.announce) when the queued statuses show. */
    new_shown_one: '{{count}} new post shown',
    new_shown_other: '{{count}} new posts shown',
    reload: 'Reload',
    load_older: 'Load older',
    no_more_statuses: 'No more statuses',
    no_statuses: 'No statuses',
    up_to_date: 'Up to date',
    conversation: 'Conversation',
    error: 'Error fetching timeline: {{detail}}',
    /** Core notices (model/root.ts, realtime/realtime.ts). */
    error_fetching: 'Error fetching timeline: {{detail}}',
    /** Anonymous reading refused (401/403 without a token): not a failure to retry. */
    login_required: 'This server requires a login to read it',
    socket_broke: 'Lost the connection to the server (code {{code}})',
    socket_reconnected: 'Reconnected to the server',
    streaming_off:
      'This server does not stream: streaming is now off and timelines refresh every 10 seconds',
    pinned: 'Pinned',
  },

  status: {
    delete_error: 'Error deleting status: {{detail}}',
    muted: 'Muted',
    mute_reason: {
      thread_muted: 'thread muted',
      user_muted: 'user muted',
      muted_words: 'muted words: {{words}}',
    },
    muted_show: 'Show',
    muted_hide: 'Hide',
    // The post form's entries on a status (edit, its history, quote).
    edit: 'Edit',
    edit_history: 'Edit history',
    edit_history_modal: 'Edit history',
    edited_at: 'Edited {{time}}',
    quote: 'Quote',
    muted_show_label: 'Show the muted post',
    unmute_user: 'Unmute user',
    unmute_user_label: 'Unmute {{name}}',
    show_full_subject: 'Show full subject',
    hide_full_subject: 'Hide full subject',
    reply_to: 'Reply to',
    reply_to_unknown: 'Reply to a post',
    show_quote: 'Show quote',
    hide_quote: 'Hide quote',
    quoted_post: 'Quoted post',
    quote_unavailable: 'The quoted post is not available.',
    /** Where a deleted status was (spec part 2 §2 "deleted placeholder"; Pleroma-FE's words). */
    deleted: 'This post was deleted',
    hide_media: 'Hide media',
    reactions: 'Emoji reactions',
    reactions_more: '+{{count}}',
    reactions_more_label_one: 'Show {{count}} more reaction',
    reactions_more_label_other: 'Show {{count}} more reactions',
    reactions_less: 'Show fewer',
    link_preview: 'Link preview',
    /** Who can see a status; public ones carry no mark. */
    visibility: {
      public: 'Public',
      unlisted: 'Unlisted',
      private: 'Followers only',
      direct: 'Direct message',
      local: 'Local only',
      list: 'List only',
    },
  },
} satisfies LocaleTree;
