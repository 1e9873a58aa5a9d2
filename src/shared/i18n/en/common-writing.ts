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
  },

  polls: {
    not_enough_options: 'Too few unique options in poll',
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
} satisfies LocaleTree;
