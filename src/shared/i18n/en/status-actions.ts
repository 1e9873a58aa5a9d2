import type { LocaleTree } from '../locale-types';

/**
 * English, part of namespace `common`: the status actions (spec part 2 §4–§8) as both faces
 * word them. Pleroma-FE's own keys where the spec quotes one stay in their groups
 * (`status.delete_error`, `user_reporting.generic_error`).
 *
 * A poll's button is drawn in the first timeline frame: its two words are in common.ts. The
 * rest only by what the web loads later (the action bar, its menus and dialogs, the keys, the
 * status actions' model): they join `common` in en/index.ts, and the web adds them with those
 * chunks (web/i18n/status-action-words.ts, web budget). (A module of its own: a module the
 * first load imports goes into it whole.)
 */
export const statusActions = {
  reply: 'Reply',
  favourite: 'Favourite',
  unfavourite: 'Unfavourite',
  repeat: 'Repeat',
  unrepeat: 'Undo repeat',
  repeat_locked: 'Private and direct posts cannot be repeated',
  bookmark: 'Bookmark',
  unbookmark: 'Remove bookmark',
  pin: 'Pin on profile',
  unpin: 'Unpin from profile',
  mute_thread: 'Mute conversation',
  unmute_thread: 'Unmute conversation',
  react: 'Add reaction',
  delete: 'Delete',
  report: 'Report',
  copy_link: 'Copy link to post',
  open_source: 'Open the original',
  more: 'More actions',
  favourited_by: 'Favourited by',
  reblogged_by: 'Repeated by',
  reacted_by: 'Reactions',
  nobody: 'Nobody yet',
  dismiss: 'Dismiss',
  confirm_delete: 'Do you really want to delete this post?',
  confirm_repeat: 'Do you really want to repeat this post?',
  cancel: 'Cancel',
  done: {
    favourite: 'Favourited',
    unfavourite: 'Unfavourited',
    repeat: 'Repeated',
    unrepeat: 'Repeat undone',
    bookmark: 'Bookmarked',
    unbookmark: 'Bookmark removed',
    pin: 'Pinned on your profile',
    unpin: 'Unpinned',
    mute_thread: 'Conversation muted',
    unmute_thread: 'Conversation unmuted',
    react: 'Reacted with {{emoji}}',
    unreact: 'Reaction {{emoji}} taken back',
    delete: 'Post deleted',
    vote: 'Vote sent',
    report: 'Report sent',
  },
  failed: 'The server refused: {{detail}}',
  refused: {
    no_status: 'There is no such post',
    not_signed_in: 'Log in to do that',
    deleted: 'This post was deleted',
    repeat_private: 'Private and direct posts cannot be repeated',
    pin_not_own: 'Only your own posts can be pinned',
    pin_visibility: 'Only public or unlisted posts can be pinned',
    delete_not_allowed: 'Only your own posts can be deleted',
    reactions_unsupported: 'This server has no emoji reactions',
    no_emoji: 'Name an emoji to react with',
    no_poll: 'This post has no poll',
    poll_closed: 'This poll is closed',
    no_choice: 'Choose at least one option',
    choice_out_of_range: 'There is no such option',
    one_choice_only: 'This poll takes one choice only',
    busy: 'Still working on the last request',
    // The post form's entries, refused by a key (the web hides their buttons instead).
    quote_unavailable: 'This post cannot be quoted',
    edit_unavailable: 'Only your own posts can be edited, where the server offers editing',
    no_edit_history: 'This post was not edited',
    no_link: 'This post has no web address',
  },
  link_copied: 'Link copied',
  report_dialog: {
    title: 'Report {{acct}}',
    comment: 'Additional comments',
    forward: 'Forward to {{domain}}',
    statuses: 'Posts to include',
    submit: 'Submit',
  },
} satisfies LocaleTree;
