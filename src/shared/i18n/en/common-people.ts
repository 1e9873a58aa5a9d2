import type { LocaleTree } from '../locale-types';

/**
 * English `common` words for notifications and people: profiles, cards, lists, interactions,
 * reports, chats, search (spread into common.ts).
 */
export const people = {
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

  user_reporting: {
    generic_error: 'An error occurred while processing your request.',
  },

  chats: {
    error_loading_chat: 'Something went wrong when loading the chat.',
    error_sending_message: 'Something went wrong when sending the message.',
    empty_message_error: 'Cannot post empty message',
  },
} satisfies LocaleTree;
