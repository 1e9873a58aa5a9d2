import type { LocaleTree } from '../locale-types';

/**
 * English, namespace `terminal`: the terminal's settings view (`g ,`) and `:set`. One line
 * of `about` per setting the view lists (the schema's keys, less the imported theme).
 */
export const terminalSettings = {
  tui_settings: {
    title: 'Settings',
    hint: '{{change}}: change · {{reset}}: default · {{close}}: close · :set NAME VALUE',
    edit_hint: 'Enter: save · Esc: cancel',
    synced: 'synced',
    device: 'this device',
    /** Kept on the account by the server (locked, defaultScope, …): saved at once. */
    account: 'account',
    on: 'on',
    off: 'off',
    auto: 'automatic',
    none: '(none)',
    changed: '{{name}} is now {{value}}',
    current: '{{name}} is {{value}}',
    unknown: 'Unknown setting “{{name}}” (Tab completes the names)',
    usage: 'Usage: :set NAME VALUE (alone: the settings view)',
    takes_boolean: '{{name}} is on or off, not “{{value}}”',
    takes_range: '{{name}} takes a number from {{min}} to {{max}}, not “{{value}}”',
    takes_whole_range: '{{name}} takes a whole number from {{min}} to {{max}}, not “{{value}}”',
    takes_whole_min: '{{name}} takes a whole number of at least {{min}}, not “{{value}}”',
    takes_value: '“{{value}}” is not a value {{name}} accepts',
    unknown_language: 'Unknown language “{{value}}” (Tab offers the languages)',
    unknown_theme: 'Unknown theme “{{value}}”; one of: {{choices}}',
    about: {
      mutedWords: 'Posts with these words are hidden or collapsed (comma-separated)',
      hideMutedPosts: 'Leave muted posts out instead of showing a collapsed line',
      maxThreadDepth: 'How many levels of replies a conversation indents',
      streaming: 'Live updates through the streaming connection (else polling)',
      notificationVisibility: 'Which kinds of notifications are shown',
      confirmLogout: 'Ask before logging out',
      confirmRepeat: 'Ask before repeating a post',
      confirmDelete: 'Ask before deleting a post',
      confirmUnfollow: 'Ask before unfollowing someone',
      confirmBlock: 'Ask before blocking someone',
      confirmRemoveFollower: 'Ask before removing a follower',
      confirmApproveFollow: 'Ask before approving a follow request',
      confirmDenyFollow: 'Ask before denying a follow request',
      hideNsfw: 'Hide sensitive media until revealed',
      collapseWithSubject: 'Collapse posts behind their content warning',
      hideInstancePanel: 'Leave the instance’s own panel out of the about screen',
      hideReplies: 'Leave replies out of timelines (yours, those to you and threads stay)',
      hideRepeats: 'Leave repeats out of timelines',
      onlyMedia: 'Show only posts with media in timelines',
      hideMedia: 'Show media as one line in timelines instead of previews',
      maxThumbnails: 'Most attachments shown per post (0: no limit)',
      emojiReactionsScale: 'Size of emoji reactions on the web (0.5 to 3)',
      lang: 'Language of the interface (automatic: from LANG)',
      theme: 'Colour theme (automatic: by the terminal’s background)',
      bell: 'Ring the bell and say so on the status line for new mentions, direct and chat messages',
      notifyCommand:
        'Program run on new mentions and chat messages, title and body added (e.g. notify-send)',
    },
  },
} satisfies LocaleTree;
