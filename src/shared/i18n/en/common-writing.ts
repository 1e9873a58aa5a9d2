import type { LocaleTree } from '../locale-types';

/** English `common` words for the post form: posting, polls, uploads (spread into common.ts). */
export const writing = {
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

  /** Unsent drafts, in every face (Petrel's own; the spec has no words for them). */
  drafts: {
    title: 'Unsent drafts',
    empty: 'No unsent drafts',
    offer_one: '{{count}} unsent draft was kept',
    offer_other: '{{count}} unsent drafts were kept',
    show: 'Show drafts',
    resume: 'Continue',
    discard: 'Discard',
    context_new: 'New post',
    context_reply: 'Reply to {{id}}',
    context_quote: 'Quote of {{id}}',
    context_edit: 'Edit of {{id}}',
    not_sent: 'Not sent: {{detail}}',
    empty_text: '(no text)',
  },
} satisfies LocaleTree;
