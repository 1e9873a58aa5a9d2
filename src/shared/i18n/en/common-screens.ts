import type { LocaleTree } from '../locale-types';
import { chatScreen } from './common-chats';

/**
 * English `common` words of the screens the web loads on demand (about, search,
 * interactions, lists, remote users, threads, the media viewer): en/index.ts joins them to
 * `common`; the web adds each group with its screen's chunk (useFeatureWords), not the first
 * load (web budget, bin/web-budget.mjs). Key names are unchanged (`search.search` ...).
 */

export const screens = {
  /** The profile screen's load errors (core model/profile.ts). */
  user_profile: {
    profile_does_not_exist: 'Sorry, this profile does not exist.',
    profile_loading_error: 'Sorry, there was an error loading this profile.',
    timeline_title: 'User timeline',
  },
  /** The web's chat list and chat view (common-chats.ts). */
  chat_screen: chatScreen,
  /**
   * The scheduled posts' words both faces use but the navigation's title (`scheduled.title`
   * in common-writing.ts): en/index.ts merges them into `scheduled`.
   */
  scheduled: {
    empty: 'No scheduled posts',
    cancel: 'Cancel',
    reschedule: 'Reschedule',
    cancelled: 'Scheduled post cancelled',
    rescheduled: 'Rescheduled for {{time}}',
  },
  /** The web's scheduled posts panel. */
  scheduled_panel: {
    at: 'To be published {{time}}',
    new_time: 'New time',
    save: 'Save',
    keep: 'Keep it',
    confirm_cancel: 'Cancel this scheduled post? It will not be published.',
    cancel_post: 'Cancel post',
    poll: 'Poll: {{options}}',
    media_one: '{{count}} attachment',
    media_other: '{{count}} attachments',
    reply: 'Reply',
    /** A rewrite's owed cancel of the earlier version went through on a retry. */
    replaced_later: 'The earlier version of the rewritten scheduled post is cancelled now',
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
  remote_user_resolver: {
    error: 'Not found.',
    remote_user_resolver: 'Remote user resolver',
    searching_for: 'Searching for',
  },
  /** Pleroma-FE's `announcements.*` words (spec part 1 §2 "Announcements page"). */
  announcements: {
    page_header: 'Announcements',
    title: 'Announcement',
    mark_as_read_action: 'Mark as read',
    read: 'Read',
    post_form_header: 'Post announcement',
    post_placeholder: 'Type your announcement content here...',
    post_action: 'Post',
    post_error: 'Error: {{error}}',
    close_error: 'Close',
    delete_action: 'Delete',
    delete_confirm: 'Delete this announcement?',
    start_time_prompt: 'Start time: ',
    end_time_prompt: 'End time: ',
    all_day_prompt: 'This is an all-day event',
    published_time_display: 'Published at {{time}}',
    start_time_display: 'Starts at {{time}}',
    end_time_display: 'Ends at {{time}}',
    edit_action: 'Edit',
    submit_edit_action: 'Submit',
    cancel_edit_action: 'Cancel',
    inactive_message: 'This announcement is inactive',
    empty: 'There are no announcements.',
    unsupported: 'This server does not offer announcements.',
    load_error: 'Could not load the announcements: {{detail}}',
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
  /** The shoutbox (spec part 1 §2): web panel, terminal view and CLI wording. */
  shoutbox: {
    title: 'Shoutbox',
    placeholder: 'Say something to everyone (Enter sends)',
    send: 'Send',
    empty: 'No messages yet.',
    connecting: 'Joining the shoutbox…',
    unavailable: 'This server does not offer a shoutbox.',
    sign_in: 'Sign in to use the shoutbox.',
    collapse: 'Collapse the shoutbox',
    expand: 'Expand the shoutbox',
    new_messages: 'New messages',
    error_empty: 'Write something first.',
    error_not_joined: 'Not connected to the shoutbox yet; try again in a moment.',
    error_timeout: 'Your message was not confirmed within 10 seconds.',
  },
} satisfies LocaleTree;
