/**
 * English `common` words of the post form (and the uploads of the form and chats) but the
 * navigation's `post_status.new_status`: en/index.ts merges them into `post_status` and
 * `upload`; the web adds them with the post form's and chats' chunks (useFeatureWords), not
 * the first load (web budget, bin/web-budget.mjs). Key names follow Pleroma-FE's.
 */
export const postFormWords = {
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
};
