/**
 * English strings of the terminal UI, under `tui.*`. They belong in
 * `src/shared/i18n/en.ts` (one tree per language); until the i18n owner moves them there,
 * `prepareI18n` merges them in without overwriting keys that already exist.
 *
 * `{{key}}` placeholders receive a binding from the keymap, so hints stay right after the
 * user remaps a key.
 */
export const tuiMessages = {
  tui: {
    app_name: 'Petrel',
    keymap_problem: 'Keymap: {{detail}}',
    login: {
      title: 'Log in to a Pleroma or Mastodon server',
      server: 'Server',
      hint: 'Enter: log in · Tab: next field · Ctrl+C: quit',
      logging_in: 'Logging in…',
      mfa_unsupported:
        'This account uses two-factor authentication, which the terminal UI cannot do yet',
    },
    status_bar: {
      new_statuses: '{{count}} new — press {{key}}',
      reload: 'Reload — press {{key}}',
      live: 'live',
      polling: 'polling',
      offline: 'offline',
      connecting: 'connecting…',
      help: '{{key}} help',
      conversation: 'Conversation',
      compose: 'New post',
    },
    timeline: {
      loading: 'Loading…',
      older_failed: 'Loading older statuses failed — press {{key}} to try again',
      failed: 'The timeline could not be loaded — press {{key}} to try again',
      load_older: 'Press {{key}} for older statuses',
    },
    status: {
      repeated: '↻ {{name}} repeated',
      content_warning: 'CW: {{subject}}',
      show: '[{{key}}] show',
      hide: '[{{key}}] hide',
      more_lines: '… {{count}} more lines — {{key}} opens the thread',
      reply_to: '↪ reply to @{{acct}}',
      no_description: 'no description',
      more_media: '+{{count}} more',
      unavailable: 'This status is not available',
      media: {
        image: 'image',
        video: 'video',
        gifv: 'gif',
        audio: 'audio',
        unknown: 'file',
      },
    },
    thread: {
      loading: 'Loading the conversation…',
      failed: 'The conversation could not be loaded: {{detail}}',
    },
    compose: {
      title: 'New post',
      title_reply: 'Reply to @{{acct}}',
      content_warning: 'Content warning',
      text: 'Text',
      visibility: 'Visibility: {{name}}',
      remaining: '{{count}} left',
      sending: 'Sending…',
      send_failed: 'Could not send the post: {{detail}}',
      too_long: 'The post is longer than the server allows',
      discard: 'Discard this draft? y/n',
      hint: '{{send}}: send · {{field}}: next field · {{visibility}}: visibility · {{cancel}}: cancel',
    },
    help: {
      hint: '{{close}}: close · {{down}}/{{up}}: scroll',
    },
  },
  /**
   * Notice keys the core emits that en.ts does not define yet (core uses them in
   * model/root.ts and realtime/realtime.ts).
   */
  timeline: {
    error_fetching: 'Error fetching timeline: {{detail}}',
    socket_reconnected: 'Reconnected to the server',
    socket_broke: 'Lost the connection to the server (code {{code}})',
  },
} as const;
