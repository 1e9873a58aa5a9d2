import type { LocaleTree } from '../locale-types';

/**
 * English `common` words for signing in, the server and the about page (spread into
 * common.ts). The two-factor step's words are in common-two-factor.ts.
 */
export const account = {
  login: {
    login: 'Log in',
    logout: 'Log out',
    username: 'Username',
    password: 'Password',
    register: 'Register',
    forgot_password: 'Forgot password?',
    hint: 'Log in to join the discussion',
    error: {
      wrong_credentials: 'Wrong username or password',
      generic: 'An error occurred, please try again',
      network: 'Failed to connect to server, try again',
      restore_failed: 'Could not restore your login: {{detail}}',
      password_grant_refused:
        "This server does not let apps log in with a password: sign in on the server's own page instead.",
      token_without_user:
        "The server's answer to the password was bound to no account: sign in on the server's own page instead.",
      code_rejected:
        'The server did not accept that code, or it belongs to another sign-in: please start again.',
      password_reset_required: 'You must reset your password to log in.',
    },
    browser: "Sign in on the server's page",
    /** Token mode (spec §2): only this description and the sign-in button show. */
    description: 'Log in with OAuth',
  },

  settings: {
    saving_err: 'Error saving settings',
  },

  /** What the server lacks (capabilities), said where a feature is hidden. Both faces. */
  server: {
    lacks: 'This server does not offer {{feature}}.',
    lacks_named: '{{server}} does not offer {{feature}}.',
    lacks_list: 'Hidden because this server does not offer them: {{features}}.',
    lacks_list_named: 'Hidden because {{server}} does not offer them: {{features}}.',
    feature: {
      bookmarks: 'bookmarks',
      chats: 'chats',
      emoji_reactions: 'emoji reactions',
      quotes: 'quote posts',
      editing: 'editing posts',
      markers: 'reading positions kept on the server',
      streaming: 'live updates (timelines refresh every few seconds instead)',
    },
  },
} satisfies LocaleTree;
