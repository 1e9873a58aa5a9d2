import type { LocaleTree } from '../locale-types';
import { keymap } from './keymap';

/**
 * English, namespace `common`: the words both faces use. English is the bundled final
 * fallback for every other locale; `web` and `terminal` hold each face's own words.
 *
 * Key names follow Pleroma-FE's where the spec names one (`post_status.empty_status_error`,
 * `upload.error.file_too_big`, `timeline.show_new` ...), so its ~150 community translations
 * can be converted key for key later. Interpolation uses i18next's `{{name}}`; Pleroma-FE's
 * positional `{0}` became `{{detail}}`. Strings the spec quotes are copied exactly, typos
 * included ("An error occured") because other tools match them.
 *
 * Grouped by screen or area; add new keys to the group of the screen that shows them.
 */
export const common = {
  general: {
    loading: 'Loading…',
    generic_error: 'An error occured',
    generic_error_message: 'An error occured: {{detail}}',
    not_available_yet: 'Not available yet',
    show_more: 'Show more',
    show_less: 'Show less',
    retry: 'Try again',
    dismiss: 'Dismiss',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    submit: 'Submit',
    yes: 'Yes',
    no: 'No',
  },

  login: {
    login: 'Log in',
    logout: 'Log out',
    username: 'Username',
    password: 'Password',
    register: 'Register',
    forgot_password: 'Forgot password?',
    hint: 'Log in to join the discussion',
    authentication_code: 'Authentication code',
    recovery_code: 'Recovery code',
    enter_two_factor_code: 'Enter a two-factor code',
    enter_recovery_code: 'Enter a recovery code',
    heading: {
      totp: 'Two-factor authentication',
      recovery: 'Two-factor recovery',
    },
    error: {
      wrong_credentials: 'Wrong username or password',
      generic: 'An error occurred, please try again',
      network: 'Failed to connect to server, try again',
      restore_failed: 'Could not restore your login: {{detail}}',
      password_grant_refused:
        "This server does not let apps log in with a password: sign in on the server's own page instead.",
      token_without_user:
        "The server's answer to the password was bound to no account: sign in on the server's own page instead.",
      code_rejected:
        'The server did not accept that code, or it belongs to another sign-in: please start again.',
    },
    browser: "Sign in on the server's page",
  },

  password_reset: {
    too_many_requests: 'You have reached the limit of attempts, try again later.',
  },

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
    hide_media: 'Hide media',
    reactions: 'Emoji reactions',
    reactions_more: '+{{count}}',
    reactions_more_label: 'Show {{count}} more reactions',
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

  post_status: {
    post: 'Post',
    posting: 'Posting',
    content_warning: 'Content warning',
    visibility: 'Visibility',
    scope: {
      public: 'Public',
      unlisted: 'Unlisted',
      private: 'Followers only',
      direct: 'Direct',
    },
    empty_status_error: "Can't post an empty status with no files",
    media_description_error: 'Failed to update media, try again',
    preview: 'Preview',
    preview_empty: 'Empty',
    content_type_label: 'Content type',
    content_type: {
      'text/plain': 'Plain text',
      'text/html': 'HTML',
      'text/markdown': 'Markdown',
      'text/bbcode': 'BBCode',
    },
    account_not_locked_warning:
      'Your account is not locked. Anyone can follow you to view your follower-only posts.',
    account_not_locked_warning_link: 'locked',
    reply_option: 'Reply to this status',
    quote_option: 'Quote this status',
    edit_status: 'Edit status',
    edit_unsupported_warning: 'Polls and mentions will not be changed by editing.',
    scheduled_at: 'Publish at',
    scheduled: 'Scheduled for {{time}}',
    schedule_too_soon: 'At least 5 minutes from now',
    new_status: 'New post',
  },

  scheduled: {
    title: 'Scheduled posts',
    empty: 'No scheduled posts',
    cancel: 'Cancel',
    reschedule: 'Reschedule',
    cancelled: 'Scheduled post cancelled',
    rescheduled: 'Rescheduled for {{time}}',
  },

  polls: {
    not_enough_options: 'Too few unique options in poll',
    add_option: 'Add option',
    option: 'Option',
    remove_option: 'Remove option',
    single_choice: 'Single choice',
    multiple_choices: 'Multiple choices',
    type: 'Poll type',
    expiry: 'Poll age',
    add_poll: 'Add poll',
    remove_poll: 'Remove poll',
    units: {
      minutes: 'minutes',
      hours: 'hours',
      days: 'days',
    },
    votes_count_one: '{{count}} vote',
    votes_count_other: '{{count}} votes',
    people_voted_count_one: '{{count}} person voted',
    people_voted_count_other: '{{count}} people voted',
    expires_in: 'Poll ends in {{time}}',
    expired: 'Poll ended {{time}} ago',
    ended: 'Poll ended',
    your_vote: 'Your vote',
    voting_later: 'Voting is not available yet.',
  },

  upload: {
    error: {
      base: 'Upload failed.',
      message: 'Upload failed: {{detail}}',
      file_too_big:
        'File too big [{{filesize}}{{filesizeunit}} / {{allowedsize}}{{allowedsizeunit}}]',
      default: 'Try again later',
    },
    /** Units as `fileSizeFormat` returns them; translations may localise the symbols. */
    file_size_units: {
      B: 'B',
      KiB: 'KiB',
      MiB: 'MiB',
      GiB: 'GiB',
      TiB: 'TiB',
    },
  },

  notifications: {
    notifications: 'Notifications',
    error: 'Error fetching notifications: {{detail}}',
    read: 'Mark all as read',
    scroll_to_top: 'Scroll to top',
    unseen_count_one: '{{count}} unseen notification',
    unseen_count_other: '{{count}} unseen notifications',
    filter: 'Filter notifications',
    filters: {
      likes: 'Likes',
      repeats: 'Repeats',
      follows: 'Follows',
      mentions: 'Mentions',
      emojiReactions: 'Emoji reactions',
      moves: 'Moves',
      polls: 'Polls ended',
    },
    load_older: 'Load older notifications',
    no_more_notifications: 'No more notifications',
    no_notifications: 'No notifications',
    loading: 'Loading notifications…',
    open: 'Open notifications',
    close: 'Close notifications',
    mentioned_you: 'mentioned you',
    favorited_you: 'favorited your status',
    repeated_you: 'repeated your status',
    followed_you: 'followed you',
    follow_request: 'wants to follow you',
    migrated_to: 'migrated to',
    reacted_with: 'reacted with {{emoji}}',
    poll_ended: 'A poll has ended',
    submitted_report: 'submitted a report',
    report_hint: 'For moderators: see the reports on the interactions page.',
    chat_mention: 'sent you a chat message',
    posted: 'posted a status',
    edited: 'edited a status',
    signed_up: 'signed up',
    unknown: 'sent a notification ({{type}})',
    approve: 'Approve',
    deny: 'Deny',
    follow_request_unavailable: 'Approving and denying follow requests is not available yet.',
    status_unavailable: 'Status unavailable',
    desktop: {
      enable: 'Enable desktop notifications',
      denied: 'Desktop notifications are blocked in this browser',
    },
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

  user_profile: {
    profile_does_not_exist: 'Sorry, this profile does not exist.',
    profile_loading_error: 'Sorry, there was an error loading this profile.',
    timeline_title: 'User timeline',
  },

  /** The profile's user card and tabs. */
  user_card: {
    /** Followed by a link to the new account. */
    moved_to: 'has moved to',
    statuses: 'Statuses',
    followees: 'Following',
    followers: 'Followers',
    media: 'Media',
    favorites: 'Favorites',
    bot: 'Bot',
    locked: 'Locked',
    deactivated: 'Deactivated',
    admin: 'Admin',
    moderator: 'Moderator',
    follows_you: 'Follows you',
    following: 'Following',
    requested: 'Follow requested',
    blocked: 'Blocked',
    muted: 'Muted',
    mute: 'Mute',
    unmute: 'Unmute',
    mute_progress: 'Muting…',
    unmute_progress: 'Unmuting…',
    /** Core notices (model/mutes.ts). */
    mute_error: 'Could not mute: {{detail}}',
    unmute_error: 'Could not unmute: {{detail}}',
    birthday: 'Birthday: {{date}}',
    joined: 'Joined {{date}}',
    edit_profile: 'Edit profile',
    its_you: "It's you!",
    hidden: 'Hidden',
    profile_fields: 'Profile fields',
    no_followers: 'No followers',
    no_followees: 'Not following anyone',
    load_more: 'Load more',
    no_more: 'That is everyone',
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

  /** The web client's `?` overlay (its entries come from the shared keymap). */
  keyboard: {
    help_title: 'Keyboard shortcuts',
    help_hint: 'Keys work outside text fields.',
  },

  user_reporting: {
    generic_error: 'An error occurred while processing your request.',
  },

  chats: {
    error_loading_chat: 'Something went wrong when loading the chat.',
    error_sending_message: 'Something went wrong when sending the message.',
    empty_message_error: 'Cannot post empty message',
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

  settings: {
    saving_err: 'Error saving settings',
  },

  errors: {
    storage_unavailable:
      "Petrel could not access its storage. Your login and local settings won't be saved.",
  },

  /**
   * Short relative-time labels, for a UI that translates what `relativeAge` returns.
   * `relativeTime` itself always produces these English forms.
   */
  time: {
    now_short: 'now',
    seconds_short: '{{count}}s',
    minutes_short: '{{count}}m',
    hours_short: '{{count}}h',
    days_short: '{{count}}d',
  },

  /** What the server lacks (capabilities), said where a feature is hidden. Both faces. */
  server: {
    lacks: 'This server does not offer {{feature}}.',
    lacks_named: '{{server}} does not offer {{feature}}.',
    lacks_list: 'Hidden because this server does not offer them: {{features}}.',
    lacks_list_named: 'Hidden because {{server}} does not offer them: {{features}}.',
    feature: {
      bookmarks: 'bookmarks',
      chats: 'chats',
      emoji_reactions: 'emoji reactions',
      quotes: 'quote posts',
      editing: 'editing posts',
      markers: 'reading positions kept on the server',
      streaming: 'live updates (timelines refresh every few seconds instead)',
    },
  },

  keymap,
} satisfies LocaleTree;
