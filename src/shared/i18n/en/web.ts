import type { LocaleTree } from '../locale-types';

/**
 * English, namespace `web`: the words only the web face shows. Keys follow Pleroma-FE's
 * names where it has one. A key lives in exactly one namespace (a test checks).
 */
export const web = {
  general: {
    menu: 'Menu',
    site_logo: 'Site logo',
  },
  login: {
    logout_confirm_title: 'Logout confirmation',
    logout_confirm: 'Do you really want to logout?',
    logout_confirm_accept_button: 'Logout',
    logout_confirm_cancel_button: 'Do not logout',
    logging_in: 'Logging in…',
    mfa_unavailable:
      'This account uses two-factor authentication, which Petrel does not support yet.',
    restoring: 'Restoring your login…',
  },
  nav: {
    home: 'Home',
    public_tl: 'Local',
    twkn: 'Federated',
    bookmarks: 'Bookmarks',
    dms: 'Direct messages',
    who_to_follow: 'Who to follow',
    shoutbox: 'Shoutbox',
    edit_nav: 'Edit navigation',
    login: 'Log in',
    logout: 'Log out',
    navigation: 'Navigation',
  },
  timeline: {
    load_older_error: 'An error occured, click to retry',
    loading: 'Loading…',
  },
  status: {
    repeated: 'repeated',
    show_content: 'Show content',
    hide_content: 'Hide content',
    sensitive_media: 'Sensitive media',
    show_media: 'Show',
    attachment: 'Attachment',
    open_conversation: 'Open conversation',
  },
  conversation: {
    not_found: 'This status does not exist or is not visible to you.',
    error: 'Could not load the conversation: {{detail}}',
  },
  post_status: {
    default: 'Just landed in L.A.',
    error: 'Error: {{detail}}',
    too_long: 'The post is too long: {{length}} characters, this server allows {{limit}}',
  },
  settings: {
    settings: 'Settings',
  },
  notifications: {
    column_placeholder: 'Notifications come in a later version.',
  },
  /** Screen names for the "Not available yet" panel, by route name. */
  screens: {
    'tag-timeline': 'Tag timeline',
    bookmarks: 'Bookmarks',
    'remote-user-profile-acct': 'Remote user profile',
    'remote-user-profile': 'Remote user profile',
    'external-user-profile': 'User profile',
    'user-profile': 'User profile',
    'legacy-user-profile': 'User profile',
    interactions: 'Interactions',
    dms: 'Direct messages',
    notifications: 'Notifications',
    registration: 'Registration',
    'registration-token': 'Registration',
    'password-reset': 'Password reset',
    'shout-panel': 'Shoutbox',
    search: 'Search',
    'friend-requests': 'Follow requests',
    'who-to-follow': 'Who to follow',
    about: 'About',
    announcements: 'Announcements',
    'nav-edit': 'Edit navigation',
    lists: 'Lists',
    'lists-new': 'New list',
    'lists-timeline': 'List timeline',
    'lists-edit': 'Edit list',
    chats: 'Chats',
    chat: 'Chat',
    settings: 'Settings',
  },
  not_available: {
    body: 'This screen comes in a later version of Petrel.',
  },
  not_found: {
    title: 'Page not found',
    body: 'There is nothing at this address.',
    user_title: 'User not found',
    home: 'Back to the timeline',
  },
} satisfies LocaleTree;
