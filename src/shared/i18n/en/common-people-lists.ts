import type { LocaleTree } from '../locale-types';

/**
 * English `common` words of list editing, follow requests and who to follow (issue 12). Lazy
 * like common-screens.ts: en/index.ts joins them to `common`, the web adds them with the
 * chunks that show them (useFeatureWords). Key names follow Pleroma-FE's (`lists.*`,
 * `who_to_follow.*`) where it has one.
 */
export const peopleLists = {
  list_edit: {
    creating_list: 'Create a new list',
    editing_list: 'Edit list {{title}}',
    title: 'List title',
    update_title: 'Save title',
    manage_members: 'Manage list members',
    add_members: 'Search for more users',
    search: 'Search for users',
    following_only: 'Limit to people you follow',
    searching: 'Searching…',
    no_results: 'No one found',
    no_members: 'No one is on this list yet.',
    add_to_list: 'Add to list',
    remove_from_list: 'Remove from list',
    is_in_list: 'Already on the list',
    undo: 'Undo',
    create: 'Create',
    delete: 'Delete list',
    really_delete: 'Really delete the list?',
    members_error: 'Could not load the members: {{detail}}',
    renamed: 'List renamed to {{title}}',
    created: 'List {{title}} created',
    deleted: 'List deleted',
    added: '{{name}} added to {{title}}',
    removed: '{{name}} removed from {{title}}',
    lists_of_account: 'Lists',
    manage_lists: 'Add to or remove from lists',
  },
  follow_requests: {
    title: 'Follow requests',
    none: 'No follow requests',
    approve: 'Approve',
    deny: 'Deny',
    approved: 'Approved {{name}}',
    denied: 'Denied {{name}}',
    approve_confirm_title: 'Approve follow request',
    approve_confirm: "Do you want to approve {{name}}'s follow request?",
    deny_confirm_title: 'Deny follow request',
    deny_confirm: "Do you want to deny {{name}}'s follow request?",
    approve_error: 'Could not approve the follow request: {{detail}}',
    deny_error: 'Could not deny the follow request: {{detail}}',
    load_error: 'Could not load the follow requests: {{detail}}',
    badge_one: '{{count}} follow request',
    badge_other: '{{count}} follow requests',
  },
  who_to_follow: {
    who_to_follow: 'Who to follow',
    more: 'More',
    none: 'No suggestions right now.',
    unsupported: 'This server does not suggest accounts.',
    load_error: 'Could not load suggestions: {{detail}}',
  },
} satisfies LocaleTree;
