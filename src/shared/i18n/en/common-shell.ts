/**
 * English `common` words of the web shell's lazy parts (popovers, navigation editing,
 * instance panels, the offline shell): en/index.ts joins them to `common`; the web adds them
 * with those parts' chunks (useFeatureWords), not the first load (web budget).
 */
export const shellWords = {
  /**
   * Short relative-time labels (seconds to years, spec part 2 §9), for a UI that translates
   * what `relativeAge` returns; `relativeTime` itself writes these English forms and goes
   * through Intl for other languages, so no first-load code reads them.
   */
  time: {
    now_short: 'now',
    seconds_short: '{{count}}s',
    minutes_short: '{{count}}m',
    hours_short: '{{count}}h',
    days_short: '{{count}}d',
    weeks_short: '{{count}}w',
    months_short: '{{count}}mo',
    years_short: '{{count}}y',
  },
  instance: {
    panel: 'About this instance',
    terms: 'Terms of service',
    /** Spec part 2 §2 "version display", on the about page. */
    frontend_version: 'Petrel {{version}}',
  },
  /** Spec part 1 §2: a status's conversation expanded in a timeline, and collapsed again. */
  inline_thread: {
    show: 'Show the conversation',
    hide: 'Hide the conversation',
    label: 'The conversation of this post',
    loading: 'Loading the conversation…',
    failed: 'The conversation could not be loaded: {{detail}}',
    alone: 'No other posts in this conversation',
  },
  /** Spec part 2 §9: a status's mentions line shows 5, then a plus-more control. */
  mentions_line: {
    label: 'Also mentions',
    plus_more: '+{{count}} more',
    plus_more_label: 'Show all mentioned accounts',
  },
  /** Spec part 2 §2/§9: who reacted with one emoji (at most 16), on hovering the reaction. */
  user_list: {
    reacted: 'Reacted with {{emoji}}',
    empty: 'No one any more',
    unavailable: 'Could not load who reacted',
  },
  /** Spec part 2 §2/§9: who favourited or repeated the status a conversation is about. */
  avatar_list: {
    label: 'Favourited and repeated by',
  },
  /** Spec part 1 §2: the update-notification modal, once per update (server-side flag). */
  update_notice: {
    title: 'Petrel was updated',
    text: 'This is Petrel {{version}}: relative times now count weeks, months and years, posts list everyone they mention, and hovering a reaction shows who reacted.',
    got_it: 'Got it',
  },
  popover: {
    user_label: 'About {{name}}',
    status_label: 'Post by {{name}}',
    open_profile: 'Open profile',
    open_status: 'Open the conversation',
    loading: 'Loading…',
    /** Spec part 2 §8: a status popover's fetch failed. */
    status_unavailable: 'status unavailable',
  },
  /** Spec part 2 §7: remove one notification (the server's dismiss call). */
  dismiss_notification: {
    label: 'Dismiss',
    error: 'Error dismissing the notification: {{detail}}',
  },
  nav_edit: {
    title: 'Edit navigation',
    intro: 'Pin up to {{limit}} items: they show in the mobile navigation bar.',
    pin: 'Pin {{item}}',
    pinned_count: '{{count}} of {{limit}} pinned',
    limit_reached: 'At most {{limit}} items can be pinned. Unpin one first.',
    collapse: 'Collapse the navigation panel',
    pinned_bar: 'Pinned items',
    collapse_nav: 'Collapse navigation',
    expand_nav: 'Expand navigation',
  },
  /**
   * Issue 16: the stored login was taken up while the server could not be reached (the
   * installed app offline); both faces show it until the server answers.
   */
  offline: {
    notice:
      'You are offline: {{server}} cannot be reached. Your drafts and queued chat messages are kept, and Petrel keeps trying to connect.',
    trying: 'Trying to reach {{server}}…',
    try_now: 'Try now',
    back: 'Connected to {{server}} again',
  },
  /** Spec part 1 §2: the features panel (sidebar when signed out, about page). */
  features_panel: {
    title: 'Features',
    shout: 'Shoutbox',
    chats: 'Chats',
    media_proxy: 'Media proxy',
    scope_options: 'Scope options',
    text_limit: 'Text limit = {{limit}}',
  },
};
