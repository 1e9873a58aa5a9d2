import type { LocaleTree } from '../locale-types';

/**
 * English `common` words for several accounts at once (issue 12): the switcher, the web's
 * account menu, and acting as another account. Spread into common.ts.
 */
export const severalAccounts = {
  accounts: {
    title: 'Accounts',
    menu: 'Accounts ({{count}})',
    current: 'current',
    switched: 'Now using @{{name}}',
    switch_failed: 'Could not switch to @{{name}}: its login could not be restored',
    unknown: 'No account "{{name}}" is logged in',
    ambiguous: '"{{name}}" fits several accounts: {{names}}',
    add: 'Add an account',
    remove: 'Log out',
    remove_confirm: 'Log @{{name}} out? Its token is revoked on its server and forgotten here.',
    removed: 'Logged @{{name}} out',
    switch_to: 'Switch to @{{name}}',
    chooser_title: 'Accounts — {{pick}}: switch · {{cancel}}: close',
    act_title: 'Act as — {{pick}}: choose · {{cancel}}: close',
    act_none: 'No other account is logged in: log in to another one first',
    acting_as: 'Next action as @{{name}}: {{keys}}',
    acting_as_short: 'as @{{name}}',
    act_cancelled: 'Acting as @{{name}} cancelled',
    act_only: 'Only favourite, repeat, bookmark and reply can be done as another account',
    act_as: 'As…',
    act_as_account: 'As @{{name}}',
    act_done: {
      favourite: 'Favourited as @{{name}}',
      repeat: 'Repeated as @{{name}}',
      bookmark: 'Bookmarked as @{{name}}',
    },
    act_kind: {
      favourite: 'Favourite',
      repeat: 'Repeat',
      bookmark: 'Bookmark',
      reply: 'Reply',
    },
    act_unresolved:
      'The server of @{{name}} ({{server}}) could not find this status: it may be private, deleted, or not reachable from there.',
    act_failed: 'Acting as @{{name}} failed: {{detail}}',
    /** A profile's follow/unfollow done as another signed-in account. */
    act_follow: {
      followed: 'Following {{user}} as @{{name}}',
      requested: 'Follow request sent to {{user}} as @{{name}}',
      unfollowed: 'Unfollowed {{user}} as @{{name}}',
    },
    act_account_unresolved:
      'The server of @{{name}} ({{server}}) could not find {{user}}: it may be unknown or not reachable from there.',
    follow_as: 'Follow or unfollow as @{{name}}',
    act_follow_only: 'On a profile, {{key}} follows or unfollows as another account',
  },
} satisfies LocaleTree;
