/**
 * English descriptions for the keymap, under `keymap.*`. They belong in
 * `src/shared/i18n/en.ts` (one message tree); until they are moved there, each face
 * registers this tree with `addResourceBundle` (deep merge, existing keys win).
 */
export const keymapMessages = {
  keymap: {
    title: 'Keys',
    context: {
      global: 'Everywhere',
      timeline: 'Timeline',
      thread: 'Thread',
      compose: 'New post',
      confirm: 'Questions',
      help: 'This help',
      login: 'Log in',
    },
    help_toggle: 'Show or hide this help',
    app_quit: 'Quit',
    cursor_down: 'Next status',
    cursor_up: 'Previous status',
    cursor_page_down: 'One screen down',
    cursor_page_up: 'One screen up',
    cursor_top: 'First status',
    cursor_bottom: 'Last status (loads older ones)',
    status_open: 'Open the thread of the status',
    status_reply: 'Reply to the status',
    status_toggle_cw: 'Show or hide text behind a content warning',
    compose_open: 'Write a new post',
    timeline_show_new: 'Show new statuses (or reload)',
    view_back: 'Back',
    go_home: 'Go to the home timeline',
    go_local: 'Go to the local timeline',
    go_favourites: 'Go to your favourites',
    go_bookmarks: 'Go to your bookmarks',
    compose_send: 'Send the post',
    compose_next_field: 'Next field',
    compose_prev_field: 'Previous field',
    compose_cycle_visibility: 'Change who can see the post',
    compose_cancel: 'Cancel',
    confirm_yes: 'Yes',
    confirm_no: 'No',
    help_close: 'Close this help',
    login_submit: 'Log in',
    login_next_field: 'Next field',
    login_prev_field: 'Previous field',
  },
} as const;
