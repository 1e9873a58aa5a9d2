import type { LocaleTree } from './locale-types';

/**
 * English, the bundled final fallback for every other locale.
 *
 * Key names follow Pleroma-FE's where the spec names one (`post_status.empty_status_error`,
 * `upload.error.file_too_big`, `timeline.show_new` ...), so its ~150 community translations
 * can be converted key for key later. Interpolation uses i18next's `{{name}}`; Pleroma-FE's
 * positional `{0}` became `{{detail}}`. Strings the spec quotes are copied exactly, typos
 * included ("An error occured") because other tools match them.
 *
 * Grouped by screen or area; add new keys to the group of the screen that shows them.
 */
export const en = {
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
    },
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
  },

  status: {
    delete_error: 'Error deleting status: {{detail}}',
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
  },

  polls: {
    not_enough_options: 'Too few unique options in poll',
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
  },

  user_profile: {
    profile_does_not_exist: 'Sorry, this profile does not exist.',
    profile_loading_error: 'Sorry, there was an error loading this profile.',
  },

  remote_user_resolver: {
    error: 'Not found.',
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
} satisfies LocaleTree;

/** The shape every locale follows (English is complete; others may be partial). */
export type EnglishMessages = typeof en;
