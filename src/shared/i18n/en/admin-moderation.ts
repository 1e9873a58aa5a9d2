import type { LocaleTree } from '../locale-types';

/**
 * English `common` words of the moderation desk (issue 15, spec part 2 §6): the reports
 * queue and the users list. Lazy words: the web adds them with the desk's chunk (web budget).
 */
export const adminModeration = {
  admin_moderation: {
    reports_title: 'Reports',
    users_title: 'Users',
    state_open: 'Open',
    state_closed: 'Closed',
    state_resolved: 'Resolved',
    all: 'All',
    no_reports: 'No reports.',
    no_users: 'No users found.',
    reported_by: '{{actor}} reported {{account}}',
    resolve: 'Resolve',
    close: 'Close',
    reopen: 'Reopen',
    note_label: 'Note',
    add_note: 'Add note',
    search_label: 'Search users',
    filter_local: 'Local',
    filter_pending: 'Pending approval',
    filter_deactivated: 'Deactivated',
    filter_staff: 'Staff',
    pending: 'pending approval',
    deactivated: 'deactivated',
    approve: 'Approve',
    activate: 'Activate',
    deactivate: 'Deactivate',
    delete: 'Delete',
    grant_admin: 'Make admin',
    revoke_admin: 'Revoke admin',
    grant_moderator: 'Make moderator',
    revoke_moderator: 'Revoke moderator',
    confirm_title: 'Please confirm',
    confirm_deactivate: 'Deactivate {{user}}? They will not be able to log in.',
    confirm_delete: 'Delete {{user}} and all their data? This cannot be undone.',
    confirm_revoke: 'Revoke the {{role}} role of {{user}}?',
    done_report: 'Report {{id}} is now {{state}}.',
    done_user: '{{user}}: {{action}} done.',
    forbidden: 'Your account lacks the privilege for this page.',
    lacks_privilege: 'Your account lacks the privilege {{privilege}}.',
  },
} satisfies LocaleTree;
